import TerminalCore

/// The ``Picker`` as a row that pushes its options: `Title  Option ›`, and on Enter (or a
/// click) a screen listing every option, the chosen one marked `✓` and focused first; ↑ and
/// ↓ move, Enter chooses and pops, Esc pops without choosing.
struct NavigationLinkPicker<Value: Hashable>: View {
  let title: String
  let selection: Binding<Value>
  let options: [PickerOption<Value>]
  @State var isPicking = false

  var body: some View {
    Button {
      isPicking = true
    } label: {
      HStack(spacing: 2) {
        Text(title)
        if let index = options.firstIndex(where: { $0.tag == selection.wrappedValue }) {
          AnyView(erasing: options[index].label)
        }
        Text("›")
      }
    }
    .navigationDestination(isPresented: $isPicking) {
      PickerOptionList(selection: selection, options: options) { isPicking = false }
        .navigationTitle(title)
    }
  }
}

/// The pushed screen of a ``Picker``: one button per option.
struct PickerOptionList<Value: Hashable>: View {
  let selection: Binding<Value>
  let options: [PickerOption<Value>]
  let done: @MainActor () -> Void
  @FocusState var focus: Int?

  var body: some View {
    VStack {
      ForEach(options.indices, id: \.self) { index in
        Button {
          selection.wrappedValue = options[index].tag
          done()
        } label: {
          HStack(spacing: 1) {
            Text(options[index].tag == selection.wrappedValue ? "✓" : " ")
            AnyView(erasing: options[index].label)
          }
        }
        .focused($focus, equals: index)
      }
    }
    .padding(EdgeInsets(leading: 1))
    .onAppear { focus = options.firstIndex { $0.tag == selection.wrappedValue } ?? 0 }
    .onKeyPress { event in
      switch event {
      case .key(.up): focus = max((focus ?? 0) - 1, 0)
      case .key(.down): focus = min((focus ?? 0) + 1, options.count - 1)
      default: return .ignored
      }
      return .handled
    }
  }
}
