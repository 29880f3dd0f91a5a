import Testing

// Placeholder until the CursesUI issue lands.
@Test func CursesUIBuilds() { #expect(Int("1") == 1) }
