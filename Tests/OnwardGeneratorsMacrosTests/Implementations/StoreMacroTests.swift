import Testing

@Suite("@Store")
struct StoreMacroTests {
    @Test func addsInteractorObserversMutatorsAndConformance() {
        assertExpansion(
            """
            @Store(TodoInteractor.self)
            final class ToDo {
                var title = ""
                var isCompleted = false
                var count: Int = 0 {
                    didSet { print(count) }
                }
                var ratio = 0.5, offset = -1
                var validator = TextValidator()
                var limit: Int!
                var first, second: Int?
                let id = 1
                static var shared = 0
                var doubled: Int { count * 2 }
                var tripled: Int {
                    get { count * 3 }
                    set { count = newValue / 3 }
                }
            }
            """,
            expandsTo: """
                final class ToDo {
                    var title = ""
                    var isCompleted = false
                    var count: Int = 0 {
                        didSet { print(count) }
                    }
                    var ratio = 0.5, offset = -1
                    var validator = TextValidator()
                    var limit: Int!
                    var first, second: Int?
                    let id = 1
                    static var shared = 0
                    var doubled: Int { count * 2 }
                    var tripled: Int {
                        get { count * 3 }
                        set { count = newValue / 3 }
                    }

                    let interactor = TodoInteractor.forStore()

                    @exclusivity(unchecked) var observerStorage = DispatchObserverStorage()

                    var titleMutator: Action<ToDo, String> {
                        Action { value in
                            Reducer(setter: \\ToDo.title) { value }
                        }
                    }

                    var isCompletedMutator: Action<ToDo, Bool> {
                        Action { value in
                            Reducer(setter: \\ToDo.isCompleted) { value }
                        }
                    }

                    var countMutator: Action<ToDo, Int> {
                        Action { value in
                            Reducer(setter: \\ToDo.count) { value }
                        }
                    }

                    var ratioMutator: Action<ToDo, Double> {
                        Action { value in
                            Reducer(setter: \\ToDo.ratio) { value }
                        }
                    }

                    var offsetMutator: Action<ToDo, Int> {
                        Action { value in
                            Reducer(setter: \\ToDo.offset) { value }
                        }
                    }

                    var validatorMutator: Action<ToDo, TextValidator> {
                        Action { value in
                            Reducer(setter: \\ToDo.validator) { value }
                        }
                    }

                    var limitMutator: Action<ToDo, Int?> {
                        Action { value in
                            Reducer(setter: \\ToDo.limit) { value }
                        }
                    }

                    var firstMutator: Action<ToDo, Int?> {
                        Action { value in
                            Reducer(setter: \\ToDo.first) { value }
                        }
                    }

                    var secondMutator: Action<ToDo, Int?> {
                        Action { value in
                            Reducer(setter: \\ToDo.second) { value }
                        }
                    }

                    static func visitMutators(_ visitor: inout some ActionVisitor) {
                        visitor.visit(\\ToDo.titleMutator, named: "titleMutator")
                        visitor.visit(\\ToDo.isCompletedMutator, named: "isCompletedMutator")
                        visitor.visit(\\ToDo.countMutator, named: "countMutator")
                        visitor.visit(\\ToDo.ratioMutator, named: "ratioMutator")
                        visitor.visit(\\ToDo.offsetMutator, named: "offsetMutator")
                        visitor.visit(\\ToDo.validatorMutator, named: "validatorMutator")
                        visitor.visit(\\ToDo.limitMutator, named: "limitMutator")
                        visitor.visit(\\ToDo.firstMutator, named: "firstMutator")
                        visitor.visit(\\ToDo.secondMutator, named: "secondMutator")
                    }

                    func visitNestedStores(_ visit: (any Store) -> Void) {
                        NestedStoreVisit.visit(self.validator, visit)
                    }

                    #if DEBUG
                    static func storedPropertyName(of keyPath: AnyKeyPath) -> String? {
                        switch keyPath {
                        case \\ToDo.title: "title"
                        case \\ToDo.isCompleted: "isCompleted"
                        case \\ToDo.count: "count"
                        case \\ToDo.ratio: "ratio"
                        case \\ToDo.offset: "offset"
                        case \\ToDo.validator: "validator"
                        case \\ToDo.limit: "limit"
                        case \\ToDo.first: "first"
                        case \\ToDo.second: "second"
                        case \\ToDo.id: "id"
                        default: nil
                        }
                    }
                    #endif
                }

                extension ToDo: Store {}
                """
        )
    }

    @Test func mirrorsPublicAccessAndKeepsInitializersAndOtherAttributes() {
        assertExpansion(
            """
            @Observable
            @Store(Todos.TodoInteractor.self)
            public final class ToDo {
                public var title: String
                private var secret = Secret.Kind()
                fileprivate(set) var flag = true

                public init(title: String) {
                    self.title = title
                }
            }
            """,
            expandsTo: """
                @Observable
                public final class ToDo {
                    public var title: String
                    private var secret = Secret.Kind()
                    fileprivate(set) var flag = true

                    public init(title: String) {
                        self.title = title
                    }

                    public let interactor = Todos.TodoInteractor.forStore()

                    @exclusivity(unchecked) public var observerStorage = DispatchObserverStorage()

                    public var titleMutator: Action<ToDo, String> {
                        Action { value in
                            Reducer(setter: \\ToDo.title) { value }
                        }
                    }

                    private var secretMutator: Action<ToDo, Secret.Kind> {
                        Action { value in
                            Reducer(setter: \\ToDo.secret) { value }
                        }
                    }

                    fileprivate var flagMutator: Action<ToDo, Bool> {
                        Action { value in
                            Reducer(setter: \\ToDo.flag) { value }
                        }
                    }

                    public static func visitMutators(_ visitor: inout some ActionVisitor) {
                        visitor.visit(\\ToDo.titleMutator, named: "titleMutator")
                        visitor.visit(\\ToDo.secretMutator, named: "secretMutator")
                        visitor.visit(\\ToDo.flagMutator, named: "flagMutator")
                    }

                    public func visitNestedStores(_ visit: (any Store) -> Void) {
                        NestedStoreVisit.visit(self.secret, visit)
                    }

                    #if DEBUG
                    public static func storedPropertyName(of keyPath: AnyKeyPath) -> String? {
                        switch keyPath {
                        case \\ToDo.title: "title"
                        case \\ToDo.secret: "secret"
                        case \\ToDo.flag: "flag"
                        default: nil
                        }
                    }
                    #endif
                }

                extension ToDo: Store {}
                """
        )
    }

    @Test func namesGenericStoresWithTheirParameters() {
        assertExpansion(
            """
            @Store(BoxInteractor.self)
            package final class Box<Element> {
                package var items: [Element] = []
                var `default` = Element?.none as Int?
            }
            """,
            expandsTo: """
                package final class Box<Element> {
                    package var items: [Element] = []
                    var `default` = Element?.none as Int?

                    package let interactor = BoxInteractor.forStore()

                    @exclusivity(unchecked) package var observerStorage = DispatchObserverStorage()

                    package var itemsMutator: Action<Box<Element>, [Element]> {
                        Action { value in
                            Reducer(setter: \\Box<Element>.items) { value }
                        }
                    }

                    package static func visitMutators(_ visitor: inout some ActionVisitor) {
                        visitor.visit(\\Box<Element>.itemsMutator, named: "itemsMutator")
                    }

                    package func visitNestedStores(_ visit: (any Store) -> Void) {
                        NestedStoreVisit.visit(self.items, visit)
                        NestedStoreVisit.visit(self.`default`, visit)
                    }

                    #if DEBUG
                    package static func storedPropertyName(of keyPath: AnyKeyPath) -> String? {
                        switch keyPath {
                        case \\Box<Element>.items: "items"
                        case \\Box<Element>.`default`: "default"
                        default: nil
                        }
                    }
                    #endif
                }

                extension Box: Store {}
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "missingTypeAnnotation",
                    message: "'@Store' cannot tell the type of 'default' for 'defaultMutator'; write it out, as in "
                        + "'var default: SomeType = ...'",
                    line: 4,
                    column: 9
                )
            ]
        )
    }

    @Test func aMutatorNeverHasMoreAccessThanTheSetter() {
        assertExpansion(
            """
            @Store(NoteInteractor.self)
            public final class Note {
                public private(set) var text = ""
                public internal(set) var count = 0
                public fileprivate(set) var flag = false
                public package(set) var level = 0
                public var tag = ""
            }
            """,
            expandsTo: """
                public final class Note {
                    public private(set) var text = ""
                    public internal(set) var count = 0
                    public fileprivate(set) var flag = false
                    public package(set) var level = 0
                    public var tag = ""

                    public let interactor = NoteInteractor.forStore()

                    @exclusivity(unchecked) public var observerStorage = DispatchObserverStorage()

                    private var textMutator: Action<Note, String> {
                        Action { value in
                            Reducer(setter: \\Note.text) { value }
                        }
                    }

                    internal var countMutator: Action<Note, Int> {
                        Action { value in
                            Reducer(setter: \\Note.count) { value }
                        }
                    }

                    fileprivate var flagMutator: Action<Note, Bool> {
                        Action { value in
                            Reducer(setter: \\Note.flag) { value }
                        }
                    }

                    package var levelMutator: Action<Note, Int> {
                        Action { value in
                            Reducer(setter: \\Note.level) { value }
                        }
                    }

                    public var tagMutator: Action<Note, String> {
                        Action { value in
                            Reducer(setter: \\Note.tag) { value }
                        }
                    }

                    public static func visitMutators(_ visitor: inout some ActionVisitor) {
                        visitor.visit(\\Note.textMutator, named: "textMutator")
                        visitor.visit(\\Note.countMutator, named: "countMutator")
                        visitor.visit(\\Note.flagMutator, named: "flagMutator")
                        visitor.visit(\\Note.levelMutator, named: "levelMutator")
                        visitor.visit(\\Note.tagMutator, named: "tagMutator")
                    }

                    #if DEBUG
                    public static func storedPropertyName(of keyPath: AnyKeyPath) -> String? {
                        switch keyPath {
                        case \\Note.text: "text"
                        case \\Note.count: "count"
                        case \\Note.flag: "flag"
                        case \\Note.level: "level"
                        case \\Note.tag: "tag"
                        default: nil
                        }
                    }
                    #endif
                }

                extension Note: Store {}
                """
        )
    }

    @Test func aMainActorStoreConformsOnTheMainActor() {
        assertExpansion(
            """
            @MainActor @Store(CounterInteractor.self)
            final class Counter {
            }
            """,
            expandsTo: """
                @MainActor
                final class Counter {

                    let interactor = CounterInteractor.forStore()

                    @exclusivity(unchecked) var observerStorage = DispatchObserverStorage()
                }

                extension Counter: @MainActor Store {}
                """
        )
    }

    @Test func diagnosesAPropertyWhoseTypeItCannotTellAndKeepsTheOtherMutators() {
        assertExpansion(
            """
            @Store(TodoInteractor.self)
            final class ToDo {
                var tags = ["home"]
                var title = ""
            }
            """,
            expandsTo: """
                final class ToDo {
                    var tags = ["home"]
                    var title = ""

                    let interactor = TodoInteractor.forStore()

                    @exclusivity(unchecked) var observerStorage = DispatchObserverStorage()

                    var titleMutator: Action<ToDo, String> {
                        Action { value in
                            Reducer(setter: \\ToDo.title) { value }
                        }
                    }

                    static func visitMutators(_ visitor: inout some ActionVisitor) {
                        visitor.visit(\\ToDo.titleMutator, named: "titleMutator")
                    }

                    func visitNestedStores(_ visit: (any Store) -> Void) {
                        NestedStoreVisit.visit(self.tags, visit)
                    }

                    #if DEBUG
                    static func storedPropertyName(of keyPath: AnyKeyPath) -> String? {
                        switch keyPath {
                        case \\ToDo.tags: "tags"
                        case \\ToDo.title: "title"
                        default: nil
                        }
                    }
                    #endif
                }

                extension ToDo: Store {}
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "missingTypeAnnotation",
                    message: "'@Store' cannot tell the type of 'tags' for 'tagsMutator'; write it out, as in "
                        + "'var tags: SomeType = ...'",
                    line: 3,
                    column: 9
                )
            ]
        )
    }

    @Test func addsNoConformanceWhenTheClassAlreadyConforms() {
        assertExpansion(
            """
            @Store(TodoInteractor.self)
            final class ToDo: Store {}
            """,
            expandsTo: """
                final class ToDo: Store {

                    let interactor = TodoInteractor.forStore()

                    @exclusivity(unchecked) var observerStorage = DispatchObserverStorage()
                }
                """
        )
    }

    @Test func diagnosesAStructInBothRoles() {
        let message = "'@Store' can only be applied to a class, not a struct"
        assertExpansion(
            """
            @Store(TodoInteractor.self)
            struct ToDo {
                var title = ""
            }
            """,
            expandsTo: """
                struct ToDo {
                    var title = ""
                }
                """,
            diagnostics: [
                DiagnosticSpec(id: "notAClass", message: message, line: 1, column: 1),
                DiagnosticSpec(id: "notAClass", message: message, line: 1, column: 1),
            ]
        )
    }

    @Test func diagnosesAnEnum() {
        let message = "'@Store' can only be applied to a class, not an enum"
        assertExpansion(
            """
            @Store(TodoInteractor.self)
            enum ToDo {}
            """,
            expandsTo: """
                enum ToDo {}
                """,
            diagnostics: [
                DiagnosticSpec(id: "notAClass", message: message, line: 1, column: 1),
                DiagnosticSpec(id: "notAClass", message: message, line: 1, column: 1),
            ]
        )
    }

    @Test func diagnosesABareInteractorTypeWithAFixIt() {
        assertExpansion(
            """
            @Store(TodoInteractor)
            final class ToDo {}
            """,
            expandsTo: """
                final class ToDo {}
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "missingInteractorType",
                    message: "'@Store' needs the interactor type, written as 'TodoInteractor.self'",
                    line: 1,
                    column: 8,
                    fixIts: ["Append '.self'"]
                )
            ],
            fixedSource: """
                @Store(TodoInteractor.self)
                final class ToDo {}
                """
        )
    }

    @Test(arguments: ["@Store", "@Store()", "@Store(makeInteractor())", "@Store(interactor: TodoInteractor.self)"])
    func diagnosesAMissingInteractorType(attribute: String) {
        let column = attribute.hasPrefix("@Store(") && attribute != "@Store()" ? 8 : 1
        assertExpansion(
            """
            \(attribute)
            final class ToDo {}
            """,
            expandsTo: """
                final class ToDo {}
                """,
            diagnostics: [
                DiagnosticSpec(
                    id: "missingInteractorType",
                    message: "'@Store' needs the interactor type, written as 'TodoInteractor.self'",
                    line: 1,
                    column: column
                )
            ]
        )
    }
}
