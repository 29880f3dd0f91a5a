// Placeholder until the CursesKit issue lands; replaced by the module's real sources.
