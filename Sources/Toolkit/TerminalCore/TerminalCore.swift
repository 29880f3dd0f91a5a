// Input events and geometry live in TerminalInput, a module of plain values that the view
// models can import without the terminal; everything built on TerminalCore sees them as
// part of it.
@_exported import TerminalInput
