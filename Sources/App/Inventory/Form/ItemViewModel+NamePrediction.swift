/// The add sheet's name prediction: 500 ms after the sheet opens, a name nobody has touched
/// becomes "Bluetooth Keyboard", as the reference app's prediction does (it overwrote what
/// was typed; this one never does). It arrives selected, so a user who pauses and then
/// types gets what they type, and → or End keeps the suggestion.
///
/// The prediction is the form's own work, so it ends with the form's route: the inventory
/// cancels a form's tasks when its sheet closes, and a link that names the item cancels it.
extension ItemViewModel {
  /// The name the prediction fills in.
  static let predictedName = "Bluetooth Keyboard"

  /// Whether the prediction is waiting to fill in the name.
  public var isPredictingName: Bool { tasks.isRunning(.namePrediction) }

  /// Starts (again) the wait after which an untouched name becomes ``predictedName``,
  /// replacing one in flight.
  func startNamePrediction() {
    let dependencies = dependencies
    tasks.start(.namePrediction) { [weak self] in
      do { try await dependencies.sleep(for: .milliseconds(500)) } catch { return }
      guard let self, !Task.isCancelled else { return }
      self.tasks.finish(.namePrediction)
      guard !self.nameWasEdited else { return }
      self.item.name = Self.predictedName
      // Selected, as a suggestion: typing replaces it, → or End keeps it.
      var field = self.nameField
      field.selectAll()
      self.nameField = field
    }
  }

  /// Stops the prediction: the name stays as it is.
  func cancelNamePrediction() {
    tasks.cancel(.namePrediction)
  }
}
