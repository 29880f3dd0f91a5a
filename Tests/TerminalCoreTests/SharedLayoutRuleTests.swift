import TerminalCore
import Testing

/// The layout rules every framework shares: when row actions show, how wide an alert is.
struct SharedLayoutRuleTests {
  @Test func rowActionsShowWhileTheRowsKeepTheirColumns() {
    #expect(RowActionsRule.areShown(actionsWidth: 21, listWidth: 57))
    #expect(!RowActionsRule.areShown(actionsWidth: 21, listWidth: 56), "35 columns left")
    #expect(!RowActionsRule.areShown(actionsWidth: 0, listWidth: 200), "no actions")
  }

  @Test func anAlertIsTheAreaLessTwoColumnsASideBetweenTenAnd56() {
    #expect(AlertFrameRule.width(in: 80) == 56)
    #expect(AlertFrameRule.width(in: 40) == 36)
    #expect(AlertFrameRule.width(in: 12) == 10)
    #expect(AlertFrameRule.width(in: 6) == 10, "wider than the area: the caller clips")
  }
}
