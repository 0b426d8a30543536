extension SectionedChangeset {
  /// `old` changed as this changeset says: the new sectioned list.
  ///
  /// Sections first (updates replace metadata only); then, in each section present before and
  /// after, items leave (deletes and move sources) and the remaining ones keep their order around
  /// the inserted and moved-in items. The same in-place application binders use (`ListContent`).
  /// - Precondition: `old` has the changeset's old sections, and the changeset is consistent.
  public func applied(to old: [Section]) -> [Section] {
    precondition(old.count == sections.oldCount, "a changeset of \(sections.oldCount) sections applied to \(old.count)")
    var content = ListContent(old)
    content.apply(self)
    return content.listSections
  }
}
