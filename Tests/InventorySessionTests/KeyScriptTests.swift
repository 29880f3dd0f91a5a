import InventorySession
import TerminalCore
import Testing

struct KeyScriptTests {
  @Test func literalTextIsOneCharacterPerStep() throws {
    let script = try KeyScript(parsing: "Pé键")
    #expect(
      script.steps == [
        .events([.character("P")]), .events([.character("é")]), .events([.character("键")]),
      ])
  }

  @Test func namedKeysAndWaits() throws {
    let script = try KeyScript(
      parsing: "<Enter><Esc><Tab><BTab><Up><Down><Left><Right><Backspace><Space><F2><C-o>"
        + "<wait 600ms><wait 2s><lt><Delete><Home><End><PgUp><PgDn><F12>")
    #expect(
      script.steps == [
        .events([.key(.enter)]), .events([.key(.escape)]), .events([.key(.tab)]),
        .events([.key(.backTab)]), .events([.key(.up)]), .events([.key(.down)]),
        .events([.key(.left)]), .events([.key(.right)]), .events([.key(.backspace)]),
        .events([.character(" ")]), .events([.key(.function(2))]),
        .events([.key(.control("o"))]), .wait(.milliseconds(600)), .wait(.seconds(2)),
        .events([.character("<")]), .events([.key(.delete)]), .events([.key(.home)]),
        .events([.key(.end)]), .events([.key(.pageUp)]), .events([.key(.pageDown)]),
        .events([.key(.function(12))]),
      ])
  }

  @Test func tokenNamesIgnoreCase() throws {
    #expect(
      try KeyScript(parsing: "<enter><c-S>").steps == [
        .events([.key(.enter)]), .events([.key(.control("s"))]),
      ])
  }

  @Test(arguments: [
    ("<Enter", "key script: '<' without a closing '>' in '<Enter'"),
    ("<Nope>", "key script: unknown key <Nope>"),
    ("<F13>", "key script: unknown key <F13>"),
    ("<C-1>", "key script: unknown key <C-1>"),
    ("<wait soon>", "key script: bad wait <wait soon>; write it like <wait 600ms> or <wait 2s>"),
    ("<wait -5ms>", "key script: bad wait <wait -5ms>; write it like <wait 600ms> or <wait 2s>"),
  ])
  func badScriptsNameTheBadToken(script: String, message: String) {
    #expect(throws: UsageError(message)) { try KeyScript(parsing: script) }
  }
}
