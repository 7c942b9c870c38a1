import OnwardCore

/// Walks the stores nested in a store's state, at any depth, as `visitNestedStores(_:)` shows
/// them.
enum NestedStores {
    /// Whether a store is in a holder's state, at any depth.
    static func holds(_ wanted: any Store, in holder: any Store) -> Bool {
        var found = false
        searchOnce(from: holder) { nested in
            found = nested === wanted
            return !found
        }
        return found
    }

    /// Shows `visit` each store in a holder's state once, at any depth, going on while it returns
    /// `true`.
    static func searchOnce(from holder: any Store, _ visit: (any Store) -> Bool) {
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(holder)]
        var goesOn = true
        search(from: [holder]) { nested in
            guard goesOn, seen.insert(ObjectIdentifier(nested)).inserted else { return false }
            goesOn = visit(nested)
            return goesOn
        }
    }

    /// Shows `visit` the stores nested in the states of `holders`, and those in the states of the
    /// stores it returns `true` for, with a stack rather than recursion, since a chain of stores
    /// may be long.
    static func search(from holders: [any Store], _ visit: (any Store) -> Bool) {
        var holders = holders
        while let holder = holders.popLast() {
            holder.visitNestedStores { nested in
                if visit(nested) { holders.append(nested) }
            }
        }
    }
}
