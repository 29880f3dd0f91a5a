import Observation
@_spi(LiveObjects) import TerminalCore
import Testing

@Observable
@MainActor
final class SlotModel {
  var value = 0
  var other = 0
}

/// A slot keeps at most one registration, ends it on cancel, and only the current one reports.
@MainActor
struct ObservationSlotTests {
  @Test func reTrackingReplacesTheRegistrationInsteadOfAddingOne() {
    let model = SlotModel()
    var changes = 0
    let baseline = LiveObjects.count(.observation)
    let slot = ObservationSlot { changes += 1 }
    for _ in 0..<1_000 { _ = slot.track { model.value } }
    #expect(LiveObjects.count(.observation) == baseline + 1, "one pending registration")
    model.value = 1
    #expect(changes == 1, "the current registration reports once")
    #expect(LiveObjects.count(.observation) == baseline)
    #expect(!slot.isPending)
  }

  @Test func cancelEndsTheRegistrationWithoutReporting() {
    let model = SlotModel()
    var changes = 0
    let baseline = LiveObjects.count(.observation)
    let slot = ObservationSlot { changes += 1 }
    _ = slot.track { model.value + model.other }
    slot.cancel()
    #expect(LiveObjects.count(.observation) == baseline)
    model.value = 1
    model.other = 1
    #expect(changes == 0)
  }

  @Test func aNewTrackFollowsWhatTheNewWorkReads() {
    let model = SlotModel()
    var changes = 0
    let slot = ObservationSlot { changes += 1 }
    _ = slot.track { model.value }
    _ = slot.track { model.other }
    model.value = 1
    #expect(changes == 0, "the first registration ended")
    model.other = 1
    #expect(changes == 1)
  }
}
