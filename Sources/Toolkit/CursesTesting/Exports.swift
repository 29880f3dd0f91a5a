// An app's tests that import CursesTesting name sizes, keys and events without importing the
// terminal layer too, as the frameworks' own importers do.
@_exported import TerminalCore
