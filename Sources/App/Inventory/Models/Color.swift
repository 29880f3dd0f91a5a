/// A named colour with red, green and blue components from 0 to 1.
///
/// ```swift
/// Color.defaults.map(\.name)  // ["Red", "Green", "Blue", "Black", "Yellow", "White"]
/// ```
public struct Color: Hashable, Sendable, Codable {
  /// The name shown in the form and the colour picker.
  public var name: String
  /// Red component, 0...1.
  public var red: Double
  /// Green component, 0...1.
  public var green: Double
  /// Blue component, 0...1.
  public var blue: Double

  /// Creates a colour.
  public init(name: String, red: Double, green: Double, blue: Double) {
    self.name = name
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Red (1, 0, 0).
  public static let red = Color(name: "Red", red: 1, green: 0, blue: 0)
  /// Green (0, 1, 0).
  public static let green = Color(name: "Green", red: 0, green: 1, blue: 0)
  /// Blue (0, 0, 1).
  public static let blue = Color(name: "Blue", red: 0, green: 0, blue: 1)
  /// Black (0, 0, 0).
  public static let black = Color(name: "Black", red: 0, green: 0, blue: 0)
  /// Yellow (1, 1, 0).
  public static let yellow = Color(name: "Yellow", red: 1, green: 1, blue: 0)
  /// White (1, 1, 1).
  public static let white = Color(name: "White", red: 1, green: 1, blue: 1)
  /// Pink (1, 0.7, 0.7), the "new colour" the picker loads after a delay.
  public static let pink = Color(name: "Pink", red: 1, green: 0.7, blue: 0.7)

  /// The colour picker's "Default colors" section, in the reference app's order.
  public static let defaults: [Color] = [.red, .green, .blue, .black, .yellow, .white]
}
