struct IsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

extension EnvironmentValues {
  /// Whether controls accept input; `disabled(_:)` turns it off for a subtree.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}

extension View {
  /// Disables the controls inside: drawn dim, not focusable, actions do not run.
  ///
  /// ```swift
  /// Button("Save") { save() }.disabled(isSaving)
  /// ```
  public func disabled(_ isDisabled: Bool) -> EnvironmentWriter<Self> {
    EnvironmentWriter(content: self) { if isDisabled { $0.isEnabled = false } }
  }
}
