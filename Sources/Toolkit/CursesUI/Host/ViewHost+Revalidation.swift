extension ViewHost {
  /// Measures again, for each proposal it was asked, every node whose size another framework
  /// decides, and drops the sizes of one whose size changed and of the nodes above it.
  ///
  /// Such a size can change without the tree being told (a property set on an imperative
  /// view). It had been kept for one layout pass only, and so had every size above it: a
  /// representable anywhere in a screen measured the whole path to the root again in every
  /// pass, a quarter of moving a list's highlight.
  func revalidateSizes() {
    for (node, element) in sizesToRevalidate.values
    where node.isMounted && node.layoutMemo.sizesAreCurrent {
      let changed = node.layoutMemo.sizes.entries.contains { entry in
        element.currentSize(for: entry.proposal) != entry.size
      }
      if changed { node.bumpLayoutStamps() }
    }
  }
}
