// Placeholder until the CursesUI issue lands; replaced by the module's real sources.
