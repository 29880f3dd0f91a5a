// The `bridges` example: one thermostat model, one screen per bridge between CursesUI and
// CursesKit (a hosting controller, a represented view, a represented controller, hosted
// list cells), picked from a menu.
import BridgesExample

await BridgesApp.main()
