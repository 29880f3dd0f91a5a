import BridgesExample
import TerminalCore
import Testing

/// The schedule screen: a CursesKit list whose cells host CursesUI rows.
@MainActor
struct HostingListCellBridgeTests {
  /// The hours shown by the list's rows, top to bottom.
  private func hours(_ fixture: BridgesFixture) -> [Int] {
    fixture.lines.compactMap { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.count > 5, trimmed.dropFirst(2).hasPrefix(":00") else { return nil }
      return Int(trimmed.prefix(2))
    }
  }

  @Test func theListScrollsWithHostedRows() {
    let fixture = BridgesFixture.on(.hostedCells)
    #expect(hours(fixture) == Array(0..<11))
    for _ in 0..<20 { fixture.send(.down) }
    #expect(hours(fixture) == Array(10..<21), "the highlight, 20:00, is the last row on screen")
    // Every row shows its own hour's target: no cell kept what it showed for an earlier row.
    for hour in 10..<21 {
      let row = fixture.line(containing: ScheduleEntry(hour: hour, target: 0).time)
      let target = ScheduleEntry.defaultTarget(hour: hour)
      #expect(row?.hasSuffix("\(target)°C") == true)
      #expect(row?.filter { $0 == "▆" }.count == target - 10)
    }
    fixture.send(.pageUp)
    fixture.send(.home)
    #expect(hours(fixture) == Array(0..<11))
  }

  @Test func changingAnHourRedrawsItsRowFromTheModel() {
    let fixture = BridgesFixture.on(.hostedCells)
    fixture.send(.right)
    fixture.send("+")
    #expect(fixture.model.entry(hour: 0)?.target == 19)
    #expect(fixture.line(containing: "00:00")?.hasSuffix("* 19°C") == true)
    #expect(fixture.line(containing: "1 hour changed") != nil)
    // A change made elsewhere reaches the row's hosted tree too.
    fixture.model.adjustEntry(hour: 3, by: -2)
    #expect(fixture.line(containing: "03:00")?.hasSuffix("* 15°C") == true)
    fixture.model.resetSchedule()
    #expect(fixture.line(containing: "00:00")?.hasSuffix("  17°C") == true)
  }
}
