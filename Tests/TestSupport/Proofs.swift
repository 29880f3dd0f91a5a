import Foundation
import Testing

/// The exhaustive proofs: every key at every state of the swap list, the breadth-first swap
/// walk, long seeded random input and the SIGKILL loop on the store. They are the second
/// test command, so that `swift test` stays within minutes:
///
/// ```sh
/// swift test                                  # every behaviour, every renderer (minutes)
/// CURSES_PROOFS=1 swift test --filter Proofs  # the proofs at full depth
/// ```
///
/// A proof's suite is named `…Proofs`, which is what the filter picks. A proof marked with
/// ``Testing/Trait/proof`` is skipped unless `CURSES_PROOFS=1`; one that is cheap when short
/// (the SIGKILL loop) runs in `swift test` too, at the depth ``depth(fast:full:)`` gives it.
/// Deeper runs stay behind each proof's own variables (`SWAP_PROOF_DEPTH`, `FUZZ_EVENTS`).
public enum Proofs {
  /// Whether this run is the proof command (`CURSES_PROOFS=1`).
  public static let areRequested = ProcessInfo.processInfo.environment["CURSES_PROOFS"] == "1"

  /// `full` in the proof command, `fast` in `swift test`.
  public static func depth(fast: Int, full: Int) -> Int { areRequested ? full : fast }

  /// How to run the proofs, for skip messages and failure reports.
  public static let command = "CURSES_PROOFS=1 swift test --filter Proofs"
}

extension Trait where Self == ConditionTrait {
  /// Runs the test only in the proof command (see ``Proofs``); `swift test` lists it as
  /// skipped, with the command that runs it.
  ///
  /// ```swift
  /// @Suite(.proof) @MainActor struct KeyContractProofs { … }
  /// ```
  public static var proof: Self {
    .enabled(if: Proofs.areRequested, "an exhaustive proof: \(Proofs.command) runs it")
  }
}
