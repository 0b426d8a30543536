import ArgumentParser
import TerminalUI

/// `--color auto|always|never`.
extension ColorMode.Preference: ExpressibleByArgument {}
