// Placeholder until the InventoryControllers issue lands; replaced by the module's real sources.
