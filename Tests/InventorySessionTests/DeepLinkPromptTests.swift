import InventorySession
import TerminalCore
import Testing

struct DeepLinkPromptTests {
  func typed(_ text: String, then events: InputEvent...) -> DeepLinkPrompt {
    var prompt = DeepLinkPrompt()
    for character in text { prompt.handle(.character(character)) }
    for event in events { prompt.handle(event) }
    return prompt
  }

  @Test func typingInsertsAtTheCursor() {
    let prompt = typed("/one", then: .key(.home), .character("x"))
    #expect(prompt.text == "x/one")
    #expect(prompt.cursor == 1)
  }

  @Test func backspaceAndDeleteAroundTheCursor() {
    let prompt = typed("abc", then: .key(.left), .key(.backspace), .key(.delete))
    #expect(prompt.text == "a")
    #expect(prompt.cursor == 1)
  }

  @Test func cursorStaysInsideTheText() {
    let prompt = typed("ab", then: .key(.right), .key(.right), .key(.home), .key(.left))
    #expect(prompt.cursor == 0)
    #expect(typed("ab", then: .key(.home), .key(.end)).cursor == 2)
  }

  @Test func controlUClearsTheLine() {
    #expect(typed("abc", then: .key(.control("u"))) == DeepLinkPrompt())
  }

  @Test func textIsCappedAtTheMaximumLength() {
    let prompt = typed(String(repeating: "a", count: DeepLinkPrompt.maximumLength + 10))
    #expect(prompt.text.count == DeepLinkPrompt.maximumLength)
  }
}

extension DeepLinkPromptTests {
  @Test func aPromptOnALinkHasItAllSelectedSoTypingReplacesIt() {
    var prompt = DeepLinkPrompt(link: "nav:///one")
    #expect(prompt.isAllSelected)
    #expect(prompt.cursor == 10)
    prompt.handle(.character("/"))
    #expect(prompt.text == "/")
  }

  @Test func anArrowKeepsTheLinkToEdit() {
    var prompt = DeepLinkPrompt(link: "nav:///one")
    prompt.handle(.key(.left))
    prompt.handle(.key(.backspace))
    #expect(prompt.text == "nav:///oe")
    #expect(!prompt.isAllSelected)
  }
}
