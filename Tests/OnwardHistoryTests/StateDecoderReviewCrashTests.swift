// Adversarial review of StateDecoder (170e358): a String asked for where the JSON holds an array or an
// object traps (Range requires lowerBound <= upperBound) in StateDecoder.string(at:) instead of throwing
// typeMismatch as JSONDecoder does. Run each alone: swift test --skip-build --filter StateDecoderReviewCrash/<name>
import Foundation
import Testing

@testable import OnwardHistory

@Suite struct StateDecoderReviewCrashTests {
    struct OldTodo: Codable { var title: [String: String] }  // v1: localized titles
    struct NewTodo: Codable, Equatable { var title: String }  // v2: a plain title
    enum OldStatus: Codable { case active, archived(reason: String) }
    enum NewStatus: String, Codable { case active, archived }
    struct Holder<T: Codable>: Codable { var status: T }
    /// The AnyCodable pattern: try String before array and object.
    enum AnyValue: Codable, Equatable {
        case string(String), array([AnyValue]), object([String: AnyValue]), number(Double), bool(Bool), null
        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if c.decodeNil() { self = .null }
            else if let b = try? c.decode(Bool.self) { self = .bool(b) }
            else if let d = try? c.decode(Double.self) { self = .number(d) }
            else if let s = try? c.decode(String.self) { self = .string(s) }
            else if let a = try? c.decode([AnyValue].self) { self = .array(a) }
            else { self = .object(try c.decode([String: AnyValue].self)) }
        }
    }

    private func both<T: Decodable>(_ type: T.Type, _ data: Data) {
        print("JSON:", String(decoding: data, as: UTF8.self))
        print("JSONDecoder:", Result { try JSONDecoder().decode(type, from: data) })
        print("StateDecoder:", Result { try StateDecoder.decode(type, from: data) })
    }

    @Test func objectWhereAStringWasExpected() throws {
        both(NewTodo.self, try JSONEncoder.canonical.encode(OldTodo(title: ["en": "Milk"])))
    }

    @Test func enumWithAssociatedValuesBecameRawValued() throws {
        both(Holder<NewStatus>.self, try JSONEncoder.canonical.encode(Holder(status: OldStatus.archived(reason: "done"))))
    }

    @Test func anyCodableHoldingAnArray() throws {
        both([String: AnyValue].self, Data(#"{"tags":["a","b"]}"#.utf8))
    }
}
