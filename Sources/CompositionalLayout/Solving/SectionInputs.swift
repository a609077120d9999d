/// What a section was solved from, kept with it so that a later solve can
/// tell whether solving it again would lay it out the same
/// (``LayoutReuse``).
struct SectionInputs {
  /// The section as the provider made it.
  var shape: SectionShape
  /// What its estimated sizes were measured from.
  var sizing: SectionSizing
  /// Whether the self-sizing window decided a measurement in it: another
  /// window may decide otherwise, so such a section is solved again.
  var measuredByWindow: Bool
}
