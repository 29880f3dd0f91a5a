// The `inventory` command: one app, two renderers, F2 to swap them. Everything but choosing
// the real renderers lives in InventorySession, where it is tested.
import Foundation
import InventoryControllers
import InventorySession
import InventoryViews

let status = await InventoryCommand.run(arguments: Array(CommandLine.arguments.dropFirst())) {
  kind in
  switch kind {
  case .declarative: DeclarativeRenderer()
  case .imperative: ImperativeRenderer()
  }
}
exit(status)
