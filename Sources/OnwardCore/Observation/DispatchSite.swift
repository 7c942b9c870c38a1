/// Where a dispatch was made: the file and line of the `dispatch` call, as the compiler gave them.
///
/// Every `dispatch` takes `fileID: StaticString = #fileID, line: UInt = #line`, so a dispatch
/// knows its call site without a stack capture; an unobserved dispatch never reads it. For a
/// dispatch made by a middleware, it is the line in the middleware:
/// ```swift
/// func willDispatch(_ event: DispatchEvent, to store: ToDoStore) {
///     print(event.site?.description ?? "")  // ToDoList.swift:42
/// }
/// ```
public struct DispatchSite: Hashable, Sendable, CustomStringConvertible {
    /// The file, as `#fileID` writes it: `Module/File.swift`.
    public var fileID: String { file.text }

    /// The line of the call, from 1.
    public let line: Int

    /// The file's name, as a literal from the call or as text.
    @usableFromInline
    let file: File

    /// A file named by a literal, at no cost, or by a string made at run time.
    @usableFromInline
    enum File: Sendable {
        case literal(StaticString)
        case text(String)

        var text: String {
            switch self {
            case .literal(let literal): literal.description
            case .text(let text): text
            }
        }
    }

    /// Creates a site from the literals a call's defaults give.
    ///
    /// - Parameters:
    ///   - fileID: The file, as `#fileID` writes it.
    ///   - line: The line, as `#line` writes it.
    @inlinable
    public init(fileID: StaticString, line: UInt) {
        self.file = .literal(fileID)
        self.line = Int(line)
    }

    /// Creates a site from text, such as a test's source location.
    ///
    /// - Parameters:
    ///   - fileID: The file, as `#fileID` writes it: `Module/File.swift`.
    ///   - line: The line, from 1.
    public init(fileID: String, line: Int) {
        self.file = .text(fileID)
        self.line = line
    }

    /// The file's name without its module: `File.swift`.
    public var fileName: Substring {
        let fileID = self.fileID
        guard let slash = fileID.lastIndex(of: "/") else { return fileID[...] }
        return fileID[fileID.index(after: slash)...]
    }

    /// `File.swift:42`, as the debug log shows it.
    public var description: String { "\(fileName):\(line)" }

    /// Whether two sites name the same file and line.
    public static func == (lhs: DispatchSite, rhs: DispatchSite) -> Bool {
        lhs.line == rhs.line && lhs.fileID == rhs.fileID
    }

    /// Hashes the file and line.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fileID)
        hasher.combine(line)
    }
}
