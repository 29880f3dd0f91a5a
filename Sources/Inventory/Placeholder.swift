public enum InventoryPlaceholder {}
