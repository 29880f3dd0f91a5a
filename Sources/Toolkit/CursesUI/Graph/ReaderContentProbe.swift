import Observation
@_spi(LiveObjects) import TerminalCore

/// Builds a ``GeometryReader``'s content with no observation registration when it reads no
/// observable state, which is what almost every reader's content does: it follows the size
/// and values the reader's body captured. A registration per build was a tenth of a page
/// down in a list of reader rows (made, then cancelled when the row's node was reused).
///
/// Content is built under Observation's tracking with nothing of ours read, so tracking that
/// sees no read registers nothing (it asks for its `onChange` only when it has reads to
/// register, which is how this probe learns whether there were any). The first time content of
/// a type does read state, that one registration cannot be cancelled: it holds its node weakly
/// and invalidates it on the first change. From then on that type's content is built under
/// the node's layout tracking, a registration that is replaced at every build, so readers
/// leave at most one registration behind per content type, however often they build.
@MainActor
enum ReaderContentProbe {
  /// The content types seen reading observable state.
  private static var typesReadingState: Set<ObjectIdentifier> = []

  /// `build`'s content, for `node`: tracked by the node when content of this type has read
  /// state before, else probed.
  static func content<Content>(of node: Node, _ build: () -> Content) -> Content {
    let type = ObjectIdentifier(Content.self)
    if typesReadingState.contains(type) { return node.trackingLayout(build) }
    var readState = false
    let content = withObservationTracking(
      build,
      onChange: {
        readState = true
        LiveObjects.created(.observation)
        return { @Sendable [weak node] in
          MainActor.assumeIsolated {
            LiveObjects.destroyed(.observation)
            node?.invalidate()
          }
        }
      }())
    if readState { typesReadingState.insert(type) }
    return content
  }
}
