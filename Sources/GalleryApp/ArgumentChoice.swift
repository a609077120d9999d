import ArgumentParser
import TerminalApp
import TerminalUI

/// An option's value chosen among an enumeration's cases, each spelled as
/// its raw value on the command line and in help.
///
/// ArgumentParser's own defaults for the names reach the same strings
/// through key paths and string interpolation, which the Swift runtime
/// instantiates on every launch: a twentieth of `gallery render`'s start-up
/// instructions. These read the raw values directly; parsing and completion
/// keep ArgumentParser's defaults, which use them.
public protocol ArgumentChoice: ExpressibleByArgument, CaseIterable, RawRepresentable
where RawValue == String {}

extension ArgumentChoice {
  public var defaultValueDescription: String { rawValue }

  public static var allValueStrings: [String] { allCases.map { $0.rawValue } }

  /// Empty, as ArgumentParser's is when every case's description is its
  /// raw value: help lists the names, with nothing to explain beside them.
  public static var allValueDescriptions: [String: String] { [:] }
}

extension RenderFormat: ArgumentChoice {}

extension Appearance: ArgumentChoice {}
