// Placeholder until the InventoryViews issue lands; replaced by the module's real sources.
