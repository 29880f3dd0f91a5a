/// Where the terminal's cursor is, as the terminal reports it: its answer to ``request``
/// (`ESC [ 6 n`, "device status report") is `ESC [ row ; column R`, counted from 1.
///
/// Inline mode asks for it to learn which row its band of the screen starts on. The answer
/// comes on standard input among whatever the user typed meanwhile, so ``find(in:)`` takes
/// it out of the bytes and gives back the rest, in order, for the ``InputDecoder``:
///
/// ```swift
/// let bytes = Array("ab\u{1B}[12;1R\u{1B}[A".utf8)  // typed "ab", the report, then ↑
/// let (report, rest) = CursorReport.find(in: bytes)
/// report  // CursorReport(row: 11, column: 0)
/// rest    // "ab" and ESC [ A: keys, kept for the decoder
/// ```
public struct CursorReport: Equatable, Sendable {
  /// The cursor's row, from 0.
  public var row: Int
  /// The cursor's column, from 0.
  public var column: Int

  /// A report of `row` and `column`, both from 0.
  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }

  /// What asks the terminal for the report: `ESC [ 6 n`.
  public static let request: [UInt8] = Array("\u{1B}[6n".utf8)

  /// The first complete report in `bytes`, and every other byte in its order (`rest` is all
  /// of `bytes` when there is no complete report yet: a report cut short waits for more).
  ///
  /// A report is `ESC [`, one to five digits, `;`, one to five digits, `R`; anything else
  /// that starts with `ESC [` (an arrow key, a mouse report) stays in `rest`. Shift-F3 on
  /// some terminals is the same bytes as a report of row 1 (`ESC [ 1 ; 2 R`): the first one
  /// found is taken as the report.
  public static func find(in bytes: some Collection<UInt8>) -> (
    report: CursorReport?, rest: [UInt8]
  ) {
    let input = Array(bytes)
    var index = 0
    while index < input.count {
      if input[index] == 0x1B, let (report, end) = parse(input, at: index) {
        return (report, Array(input[..<index]) + Array(input[end...]))
      }
      index += 1
    }
    return (nil, input)
  }

  /// The report that starts at `start` (an ESC) and the index after it.
  private static func parse(_ input: [UInt8], at start: Int) -> (CursorReport, Int)? {
    var index = start + 1
    guard index < input.count, input[index] == UInt8(ascii: "[") else { return nil }
    index += 1
    func number() -> Int? {
      var value = 0
      var digits = 0
      while index < input.count, (0x30...0x39).contains(input[index]), digits < 5 {
        value = value * 10 + Int(input[index] - 0x30)
        digits += 1
        index += 1
      }
      return digits > 0 ? value : nil
    }
    guard let row = number(), index < input.count, input[index] == UInt8(ascii: ";") else {
      return nil
    }
    index += 1
    guard let column = number(), index < input.count, input[index] == UInt8(ascii: "R") else {
      return nil
    }
    return (CursorReport(row: max(0, row - 1), column: max(0, column - 1)), index + 1)
  }
}
