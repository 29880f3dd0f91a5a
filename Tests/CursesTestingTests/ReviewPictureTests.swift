import Foundation
import Testing

@testable import CursesTesting

/// `SNAPSHOT_SVG=1` writes a screen's picture beside its text snapshot, for review; without
/// it, or on CI, nothing is written. The text stays what is compared.
struct ReviewPictureTests {
  @Test func aPictureIsWrittenBesideTheTextOnlyWhenAskedAndNotOnCI() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("review-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let testFile = folder.appendingPathComponent("ScreenTests.swift").path
    var canvas = Canvas(size: Size(width: 8, height: 1))
    canvas.draw("日本 ok", at: .zero, style: Style(foreground: .ansi(.cyan)))

    #expect(
      try writeReviewPicture(of: canvas, named: "a", filePath: testFile, environment: [:]) == nil)
    for environment in [["SNAPSHOT_SVG": "0"], ["SNAPSHOT_SVG": "1", "CI": "true"]] {
      #expect(
        try writeReviewPicture(
          of: canvas, named: "a", filePath: testFile, environment: environment) == nil)
    }
    let file = try #require(
      try writeReviewPicture(
        of: canvas, named: "a", filePath: testFile, environment: ["SNAPSHOT_SVG": "1"]))
    #expect(file.path == folder.path + "/__Snapshots__/ScreenTests/a.svg")
    #expect(try String(contentsOf: file, encoding: .utf8) == canvas.svg())
  }
}
