// The `todo` example: one to-do model, two renderers (CursesUI and CursesKit), F2 to swap.
import TodoExample

await TodoApp.main()
