import Synchronization

/// Where a part of the text leads, as a cell's ``Style/link``: a terminal that takes OSC 8
/// hyperlinks opens it on a click, as a browser follows a link.
///
/// A link is a number into a table of the process's link targets, so that a cell stays a few
/// words of plain memory; the table keeps up to ``capacity`` distinct targets, then makes no
/// more links (the text stays, unlinked). The target is kept as the terminal is sent it:
/// every byte outside printable ASCII percent-encoded, so no control character reaches the
/// terminal through a link.
///
/// ```swift
/// let docs = Hyperlink("https://example.com/docs")
/// canvas.draw("the docs", at: .zero, style: Style(underline: true, link: docs))
/// docs?.url  // "https://example.com/docs"
/// ```
public struct Hyperlink: Hashable, Sendable {
  /// The target's place in the table, from 1.
  let number: UInt16

  /// How many distinct targets the process keeps.
  public static let capacity = Int(UInt16.max)

  init(number: UInt16) { self.number = number }

  /// A link to `url`; `nil` for an empty target or once the table is full.
  public init?(_ url: String) {
    let encoded = Self.encoded(url)
    guard !encoded.isEmpty, let number = Self.table.number(of: encoded) else { return nil }
    self.number = number
  }

  /// The target, percent-encoded where it held anything but printable ASCII.
  public var url: String { Self.table.url(numbered: number) }

  /// `url` with every byte outside `!`...`~` written `%XX`, as RFC 3986 writes them.
  static func encoded(_ url: String) -> String {
    var encoded = ""
    for byte in url.utf8 {
      if (0x21...0x7E).contains(byte) {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let digits = Array("0123456789ABCDEF")
        encoded += "%\(digits[Int(byte >> 4)])\(digits[Int(byte & 0xF)])"
      }
    }
    return encoded
  }

  private static let table = LinkTable()
}

/// The process's link targets, numbered from 1 in the order first seen.
private final class LinkTable: Sendable {
  private struct Storage {
    var urls: [String] = []
    var numbers: [String: UInt16] = [:]
  }

  private let storage = Mutex(Storage())

  func number(of url: String) -> UInt16? {
    storage.withLock { storage in
      if let number = storage.numbers[url] { return number }
      guard storage.urls.count < Hyperlink.capacity else { return nil }
      storage.urls.append(url)
      let number = UInt16(storage.urls.count)
      storage.numbers[url] = number
      return number
    }
  }

  func url(numbered number: UInt16) -> String {
    storage.withLock { $0.urls[Int(number) - 1] }
  }
}
