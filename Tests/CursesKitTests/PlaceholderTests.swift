import Testing

// Placeholder until the CursesKit issue lands.
@Test func CursesKitBuilds() { #expect(Int("1") == 1) }
