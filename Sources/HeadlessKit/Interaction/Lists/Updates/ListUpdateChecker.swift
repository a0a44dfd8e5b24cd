import Foundation

/// Checks a ``ListUpdate`` against the counts before and after it, with UIKit's rules and
/// messages, and builds its ``ListUpdateMapping``.
///
/// The checks run in UIKit's order: the sections' index ranges, then the number of sections,
/// then the items' index ranges and conflicts, then the number of items in each section that
/// was there before and is neither inserted nor reloaded.
struct ListUpdateChecker {
    let update: ListUpdate
    let old: [Int]
    let new: [Int]
    let words: ListUpdateVocabulary

    /// The mapping of a consistent update; throws UIKit's message for an inconsistent one.
    func mapping() throws(ListUpdateError) -> ListUpdateMapping {
        try checkSections()
        let (newOfOld, oldOfNew) = sectionMaps()
        let reloadedNew = IndexSet(update.reloadedSections.compactMap { newOfOld[$0] })
        let insertedNew = update.insertedSections
        var plans: [Int: ListUpdateMapping.SectionPlan] = [:]
        func isFresh(newSection: Int) -> Bool { insertedNew.contains(newSection) || reloadedNew.contains(newSection) }
        func plan(_ newSection: Int) -> ListUpdateMapping.SectionPlan {
            plans[newSection] ?? ListUpdateMapping.SectionPlan(oldSection: oldOfNew[newSection]!)
        }

        // Deletions and reloads name old index paths; items of deleted or reloaded sections go
        // with their section (UIKit ignores them).
        var deleted = Set<IndexPath>()
        for path in update.deletedItems {
            try checkOld(path, verb: "delete")
            guard let section = newOfOld[path.section], !reloadedNew.contains(section) else { continue }
            guard deleted.insert(path).inserted else { continue }
            var sectionPlan = plan(section)
            sectionPlan.deletedOldRows.insert(path.row)
            sectionPlan.removedOldRows.append(path.row)
            plans[section] = sectionPlan
        }
        var reloaded = Set<IndexPath>()
        for path in update.reloadedItems {
            try checkOld(path, verb: "reload")
            guard let section = newOfOld[path.section], !reloadedNew.contains(section) else { continue }
            if deleted.contains(path) { throw failure("attempt to delete and reload the same index path (\(describe(path)))") }
            guard reloaded.insert(path).inserted else { continue }
            var sectionPlan = plan(section)
            sectionPlan.reloadedOldRows.insert(path.row)
            plans[section] = sectionPlan
        }

        // Insertions and move destinations name new index paths.
        var destinations = Set<IndexPath>()
        for path in update.insertedItems {
            try checkNew(path)
            guard !isFresh(newSection: path.section) else { continue }
            guard destinations.insert(path).inserted else {
                throw failure("attempt to insert the same index path more than once (\(describe(path)))")
            }
            var sectionPlan = plan(path.section)
            sectionPlan.fixedNewRows.append(path.row)
            plans[path.section] = sectionPlan
        }
        var sources = Set<IndexPath>()
        for move in update.movedItems {
            try checkMove(move)
            guard let fromSection = newOfOld[move.from.section], !reloadedNew.contains(fromSection),
                  !isFresh(newSection: move.to.section) else {
                throw failure(
                    "attempt to move \(describe(move.from)) to \(describe(move.to)), but a section it leaves or "
                        + "enters is being deleted, inserted or reloaded in the same update")
            }
            if deleted.contains(move.from) { throw failure("attempt to delete and move the same index path (\(describe(move.from)))") }
            if reloaded.contains(move.from) { throw failure("attempt to perform a move and a reload of the same index path (\(describe(move.from)))") }
            guard sources.insert(move.from).inserted else { throw failure("attempt to move the same index path more than once (\(describe(move.from)))") }
            guard destinations.insert(move.to).inserted else {
                throw failure("attempt to insert or move more than one \(words.item) to the same index path (\(describe(move.to)))")
            }
            var sourcePlan = plan(fromSection)
            sourcePlan.removedOldRows.append(move.from.row)
            sourcePlan.moveDestinations[move.from.row] = move.to
            plans[fromSection] = sourcePlan
            var destinationPlan = plan(move.to.section)
            destinationPlan.fixedNewRows.append(move.to.row)
            destinationPlan.moveSources[move.to.row] = move.from
            plans[move.to.section] = destinationPlan
        }
        for key in plans.keys {
            plans[key]!.removedOldRows.sort()
            plans[key]!.fixedNewRows.sort()
        }
        try checkItemCounts(oldOfNew: oldOfNew, reloadedNew: reloadedNew, plans: plans)
        return ListUpdateMapping(
            oldItemCounts: old, newItemCounts: new, newSectionOfOld: newOfOld, oldSectionOfNew: oldOfNew,
            reloadedSections: reloadedNew, insertedSections: insertedNew, plans: plans)
    }

    // MARK: - Sections

    private func checkSections() throws(ListUpdateError) {
        let oldCount = old.count
        let newCount = new.count
        for section in update.deletedSections where section >= oldCount {
            throw failure("attempt to delete section \(section), but there are only \(oldCount) sections before the update")
        }
        for section in update.reloadedSections where section >= oldCount {
            throw failure("attempt to reload section \(section), but there are only \(oldCount) sections before the update")
        }
        for section in update.insertedSections where section >= newCount {
            throw failure("attempt to insert section \(section) but there are only \(newCount) sections after the update")
        }
        var sources = IndexSet()
        var destinations = update.insertedSections
        for move in update.movedSections {
            guard move.from >= 0, move.from < oldCount else {
                throw failure("attempt to move section \(move.from), but there are only \(oldCount) sections before the update")
            }
            guard move.to >= 0, move.to < newCount else {
                throw failure("attempt to move section \(move.from) to section \(move.to), but there are only \(newCount) sections after the update")
            }
            if update.deletedSections.contains(move.from) {
                throw failure("attempt to delete and move the same section (\(move.from))")
            }
            if update.reloadedSections.contains(move.from) {
                throw failure("attempt to perform a move and a reload of the same section (\(move.from))")
            }
            guard !sources.contains(move.from) else { throw failure("attempt to move section \(move.from) more than once") }
            guard !destinations.contains(move.to) else {
                throw failure("attempt to insert or move more than one section to section \(move.to)")
            }
            sources.insert(move.from)
            destinations.insert(move.to)
        }
        if let section = update.deletedSections.intersection(update.reloadedSections).first {
            throw failure("attempt to delete and reload the same section (\(section))")
        }
        let inserted = update.insertedSections.count
        let deleted = update.deletedSections.count
        guard newCount == oldCount + inserted - deleted else {
            throw failure(
                "Invalid update: invalid number of sections. The number of sections contained in the \(words.list) "
                    + "after the update (\(newCount)) must be equal to the number of sections contained in the "
                    + "\(words.list) before the update (\(oldCount)), plus or minus the number of sections inserted or "
                    + "deleted (\(inserted) inserted, \(deleted) deleted).")
        }
    }

    /// Each old section's new index and each new section's old index: moved and inserted
    /// sections take their places, the others keep their order in the places left.
    private func sectionMaps() -> (newOfOld: [Int?], oldOfNew: [Int?]) {
        var newOfOld = [Int?](repeating: nil, count: old.count)
        var oldOfNew = [Int?](repeating: nil, count: new.count)
        var taken = update.insertedSections
        var moved = IndexSet()
        for move in update.movedSections {
            newOfOld[move.from] = move.to
            oldOfNew[move.to] = move.from
            taken.insert(move.to)
            moved.insert(move.from)
        }
        var slot = 0
        for section in old.indices where !update.deletedSections.contains(section) && !moved.contains(section) {
            while taken.contains(slot) { slot += 1 }
            newOfOld[section] = slot
            oldOfNew[slot] = section
            slot += 1
        }
        return (newOfOld, oldOfNew)
    }

    // MARK: - Items

    private func checkOld(_ path: IndexPath, verb: String) throws(ListUpdateError) {
        guard path.count == 2, path.section >= 0, path.row >= 0 else {
            throw failure("attempt to \(verb) \(words.item) at an invalid index path (\(path)): it must have a section and a \(words.item) of 0 or more")
        }
        guard path.section < old.count else {
            throw failure("attempt to \(verb) \(words.item) \(path.row) from section \(path.section), but there are only \(old.count) sections before the update")
        }
        guard path.row < old[path.section] else {
            throw failure(
                "attempt to \(verb) \(words.item) \(path.row) from section \(path.section) which only contains "
                    + "\(old[path.section]) \(words.items) before the update")
        }
    }

    private func checkNew(_ path: IndexPath) throws(ListUpdateError) {
        guard path.count == 2, path.section >= 0, path.row >= 0 else {
            throw failure("attempt to insert \(words.item) at an invalid index path (\(path)): it must have a section and a \(words.item) of 0 or more")
        }
        guard path.section < new.count else {
            throw failure("attempt to insert \(words.item) \(path.row) into section \(path.section), but there are only \(new.count) sections after the update")
        }
        guard path.row < new[path.section] else {
            throw failure(
                "attempt to insert \(words.item) \(path.row) into section \(path.section), but there are only "
                    + "\(new[path.section]) \(words.items) in section \(path.section) after the update")
        }
    }

    private func checkMove(_ move: ListUpdate.ItemMove) throws(ListUpdateError) {
        guard move.from.count == 2, move.to.count == 2, move.from.section >= 0, move.from.row >= 0,
              move.to.section >= 0, move.to.row >= 0,
              move.from.section < old.count, move.from.row < old[move.from.section],
              move.to.section < new.count, move.to.row < new[move.to.section] else {
            throw failure(
                "attempt to move index path (\(describe(move.from))) to index path (\(describe(move.to))) that does not exist - "
                    + "the source must be a \(words.item) before the update and the destination a \(words.item) after it")
        }
    }

    private func checkItemCounts(
        oldOfNew: [Int?], reloadedNew: IndexSet, plans: [Int: ListUpdateMapping.SectionPlan]
    ) throws(ListUpdateError) {
        var movedIn = [Int](repeating: 0, count: new.count)
        var movedOut = [Int](repeating: 0, count: new.count)
        for (section, plan) in plans {
            for destination in plan.moveDestinations.values where destination.section != section {
                movedOut[section] += 1
                movedIn[destination.section] += 1
            }
        }
        for section in new.indices {
            guard let oldSection = oldOfNew[section], !reloadedNew.contains(section) else { continue }
            let plan = plans[section]
            let inserted = (plan?.fixedNewRows.count ?? 0) - (plan?.moveSources.count ?? 0)
            let deleted = plan?.deletedOldRows.count ?? 0
            let expected = old[oldSection] + inserted - deleted + movedIn[section] - movedOut[section]
            guard new[section] != expected else { continue }
            throw failure(
                "Invalid update: invalid number of \(words.items) in section \(section). The number of \(words.items) "
                    + "contained in an existing section after the update (\(new[section])) must be equal to the number "
                    + "of \(words.items) contained in that section before the update (\(old[oldSection])), plus or minus "
                    + "the number of \(words.items) inserted or deleted from that section (\(inserted) inserted, "
                    + "\(deleted) deleted) and plus or minus the number of \(words.items) moved into or out of that "
                    + "section (\(movedIn[section]) moved in, \(movedOut[section]) moved out).")
        }
    }

    // MARK: - Messages

    private func describe(_ path: IndexPath) -> String {
        path.count == 2 ? "\(words.item) \(path.row) in section \(path.section)" : "\(path)"
    }

    private func failure(_ message: String) -> ListUpdateError {
        ListUpdateError(message: message)
    }
}
