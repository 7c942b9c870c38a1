extension String {
    /// The string with its first character lowercased: `ToDo` becomes `toDo`.
    var lowercasingFirst: String { prefix(1).lowercased() + dropFirst() }

    /// The string with its first character uppercased: `toggle` becomes `Toggle`.
    var uppercasingFirst: String { prefix(1).uppercased() + dropFirst() }
}
