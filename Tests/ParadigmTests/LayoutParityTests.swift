import CursesKit
import CursesTesting
import CursesUI
import TerminalCore
import Testing

/// A view of a fixed size, as CursesKit sizes one: `sizeThatFits(_:)` answers the size, and
/// its label sits at a `frame` of its own, in the box's top left corner.
final class FixedBox: CursesKit.View {
  private let size: Size

  init(_ text: String, width: Int, height: Int) {
    size = Size(width: width, height: height)
    super.init()
    addSubview(CursesKit.Label(text, frame: Rect(x: 0, y: 0, width: TextWidth.of(text), height: 1)))
  }

  override func sizeThatFits(_ size: Size) -> Size {
    Size(
      width: min(self.size.width, size.width), height: min(self.size.height, size.height))
  }
}

/// Insets and fixed sizes put content in the same cells in both frameworks:
/// `StackView.margins` as `padding(_:)`, a view's `sizeThatFits(_:)` and `frame` as
/// `frame(width:height:alignment:)`.
@MainActor
struct LayoutParityTests {
  private func run(
    _ paradigm: Paradigm, view: @escaping @MainActor () -> some CursesUI.View,
    stack: @escaping @MainActor () -> StackView
  ) -> RendererHarness {
    paradigm.harness(
      size: CursesUI.Size(width: 20, height: 5), keyHints: false, view: view,
      controller: {
        let controller = ViewController()
        controller.view.addSubview(stack())
        return controller
      })
  }

  @Test(arguments: Paradigm.allCases)
  func marginsInsetAsPaddingDoes(paradigm: Paradigm) {
    let app = run(
      paradigm,
      view: {
        VStack(alignment: .leading) {
          Text("Name")
          Text("Qty")
        }
        .padding(EdgeInsets(top: 1, leading: 3))
      },
      stack: {
        StackView(
          alignment: .leading, margins: (1, 3, 0, 0),
          [CursesKit.Label("Name"), CursesKit.Label("Qty")])
      })
    #expect(Array(app.lines.prefix(4)) == ["", "   Name", "   Qty", ""])
  }

  @Test(arguments: Paradigm.allCases)
  func trailingMarginsNarrowWhatFills(paradigm: Paradigm) {
    let app = run(
      paradigm,
      view: {
        VStack {
          Divider()
          Text("Total")
        }
        .padding(EdgeInsets(leading: 2, bottom: 1, trailing: 4))
      },
      stack: {
        StackView(margins: (0, 2, 1, 4), [SeparatorView(), CursesKit.Label("Total")])
      })
    #expect(
      Array(app.lines.prefix(3)) == [
        "  " + String(repeating: "─", count: 14), "  Total", "",
      ])
  }

  @Test(arguments: Paradigm.allCases)
  func aFixedWidthKeepsTheNextViewAside(paradigm: Paradigm) {
    let app = run(
      paradigm,
      view: {
        HStack(spacing: 1) {
          Text("OK").frame(width: 8, alignment: .topLeading)
          Text("|")
        }
      },
      stack: {
        StackView(
          axis: .horizontal, spacing: 1,
          [FixedBox("OK", width: 8, height: 1), CursesKit.Label("|")])
      })
    #expect(app.lines[0] == "OK       |")
  }

  @Test(arguments: Paradigm.allCases)
  func aFixedHeightPushesTheNextViewDown(paradigm: Paradigm) {
    let app = run(
      paradigm,
      view: {
        VStack(alignment: .leading) {
          Text("Top").frame(width: 8, height: 3, alignment: .topLeading)
          Text("Next")
        }
      },
      stack: {
        StackView(
          alignment: .leading, [FixedBox("Top", width: 8, height: 3), CursesKit.Label("Next")])
      })
    #expect(Array(app.lines.prefix(5)) == ["Top", "", "", "Next", ""])
  }
}
