// An app that imports CursesSwap names its key table (`KeyCommand`), sizes and input events
// without importing the terminal layer too, as with CursesUI and CursesKit.
@_exported import TerminalCore
