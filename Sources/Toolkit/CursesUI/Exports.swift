// An app that imports CursesUI names bindings, geometry, input events and the run without
// importing the terminal layer too: they are part of the framework's vocabulary, as
// Foundation's types are part of SwiftUI's.
@_exported import TerminalCore
