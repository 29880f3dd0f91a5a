// The `inventory` command: one app, two renderers, F2 to swap them. All of it lives in
// InventorySession, where it is tested; this is only the entry point.
import Foundation
import InventorySession

exit(await InventoryCommand.run(arguments: Array(CommandLine.arguments.dropFirst())))
