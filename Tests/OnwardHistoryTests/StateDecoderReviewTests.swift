// Adversarial review of StateDecoder (170e358): differential tests against JSONDecoder.
// NOTE: ContainerProbe/AnyJSON/Tolerant cases hit the string(at:) crash unless run with the crash avoided;
// they live in StateDecoderReviewCrashTests and are excluded from the main suite run.
import Foundation
import Testing

@testable import OnwardHistory

fileprivate struct ABC: Codable, Equatable { var a: AnyJSON?; var b: AnyJSON?; var c: AnyJSON?; var K: AnyJSON?; var super_: AnyJSON?
    enum CodingKeys: String, CodingKey { case a, b, c, K, super_ = "super" } }

fileprivate struct Inner: Codable, Equatable, Hashable { var a: Int; var b: String?; var c: [Double] }
fileprivate struct Outer: Codable, Equatable { var inner: Inner; var list: [Inner]; var opt: Inner?; var dict: [String: Inner] }

fileprivate class Animal: Codable, Equatable {
    var name: String
    init(name: String) { self.name = name }
    static func == (l: Animal, r: Animal) -> Bool { type(of: l) == type(of: r) && l.isEqual(r) }
    func isEqual(_ o: Animal) -> Bool { name == o.name }
}
fileprivate final class Dog: Animal {
    var bark: Int; var toy: String?
    enum CodingKeys: String, CodingKey { case bark, toy }
    init(name: String, bark: Int, toy: String?) { self.bark = bark; self.toy = toy; super.init(name: name) }
    required init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        bark = try c.decode(Int.self, forKey: .bark)
        toy = try c.decodeIfPresent(String.self, forKey: .toy)
        try super.init(from: c.superDecoder())
    }
    override func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(bark, forKey: .bark); try c.encodeIfPresent(toy, forKey: .toy)
        try super.encode(to: c.superEncoder())
    }
    override func isEqual(_ o: Animal) -> Bool { guard let o = o as? Dog else { return false }; return bark == o.bark && toy == o.toy && super.isEqual(o) }
}
// Class that shares the container with super (no superDecoder)
fileprivate class Base2: Codable, Equatable { var x: Int; init(x: Int) { self.x = x }
    static func == (l: Base2, r: Base2) -> Bool { l.x == r.x && (l as? Derived2)?.y == (r as? Derived2)?.y } }
fileprivate final class Derived2: Base2 {
    var y: [String]
    enum K: CodingKey { case y }
    init(x: Int, y: [String]) { self.y = y; super.init(x: x) }
    required init(from decoder: Decoder) throws { y = try decoder.container(keyedBy: K.self).decode([String].self, forKey: .y); try super.init(from: decoder) }
    override func encode(to encoder: Encoder) throws { var c = encoder.container(keyedBy: K.self); try c.encode(y, forKey: .y); try super.encode(to: encoder) }
}
// superDecoder(forKey:)
fileprivate struct WithSuperKey: Codable, Equatable {
    var base: Inner?; var other: Int
    enum K: String, CodingKey { case base = "parent", other }
    init(base: Inner?, other: Int) { self.base = base; self.other = other }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: K.self)
        other = try c.decode(Int.self, forKey: .other)
        let sd = try c.superDecoder(forKey: .base)
        let sv = try sd.singleValueContainer()
        base = sv.decodeNil() ? nil : try Inner(from: sd)
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: K.self); try c.encode(other, forKey: .other)
        if let base { try base.encode(to: c.superEncoder(forKey: .base)) }
    }
}

fileprivate enum Shape: Codable, Equatable, Hashable {
    case circle(radius: Double), rect(w: Int, h: Int), labeled(String, Int?), nested(Inner), none, opt(Int??), list([Shape])
}
fileprivate enum Color: String, Codable, Equatable, CaseIterable { case red, green = "GREEN", blue = "b/l\"u\\e", emoji = "😀", combining = "e\u{301}" }
fileprivate enum Level: Int, Codable, Equatable { case low = -1, mid = 0, high = 9_000_000_000_000_000 }
fileprivate enum KeyEnum: String, Codable, Hashable { case one, two, three }
fileprivate enum RepKey: String, Codable, Hashable, CodingKeyRepresentable { case alpha, beta, gamma }
fileprivate struct IntKeyWrap: Codable, Hashable { var k: Int }

fileprivate struct Optionals: Codable, Equatable {
    var a: Int?; var b: Int??; var c: [Int?]; var d: [Int??]; var e: [String: Int?]; var f: Inner??; var g: [[Int?]?]?
}
fileprivate struct Dicts: Codable, Equatable {
    var s: [String: Int]; var i: [Int: String]; var e: [KeyEnum: Int]; var r: [RepKey: Int]; var u: [UUID: String]
    var st: [IntKeyWrap: Double]; var b: [Bool: Int]; var i8: [Int8: Int]; var nested: [String: [String: [Int]]]
}
fileprivate struct Sets: Codable, Equatable { var i: Set<Int>; var s: Set<String>; var sh: Set<Shape> }
fileprivate struct Foundationy: Codable, Equatable {
    var date: Date; var data: Data; var url: URL; var uuid: UUID; var dec: Decimal; var dates: [Date]; var urls: [URL?]; var decs: [String: Decimal]
    var optData: Data?; var optURL: URL??
}
fileprivate struct Nums: Codable, Equatable {
    var d: [Double]; var f: [Float]; var i64: [Int64]; var u64: [UInt64]; var i8: [Int8]; var u8: [UInt8]; var i: [Int]; var u: [UInt]
    var i128: [Int128]; var u128: [UInt128]; var i16: [Int16]; var u32: [UInt32]
}
fileprivate struct Strs: Codable, Equatable { var s: [String]; var k: [String: String] }

// custom init using lots of container API
fileprivate struct Custom: Codable, Equatable {
    var a: Int; var b: String; var present: [String]; var hasZ: Bool; var nest: [Int]; var nestK: Int; var single: Int?
    enum K: String, CodingKey { case a = "A key", b = "b\u{301}", z, nest, nestK = "nk", single, extra }
    enum NK: String, CodingKey { case v }
    init(a: Int, b: String, present: [String], hasZ: Bool, nest: [Int], nestK: Int, single: Int?) {
        self.a = a; self.b = b; self.present = present; self.hasZ = hasZ; self.nest = nest; self.nestK = nestK; self.single = single }
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: K.self)
        a = try c.decodeIfPresent(Int.self, forKey: .a) ?? -1
        b = try c.decode(String.self, forKey: .b)
        present = c.allKeys.map(\.stringValue).sorted()
        hasZ = c.contains(.z)
        var u = try c.nestedUnkeyedContainer(forKey: .nest)
        var n: [Int] = []
        while !u.isAtEnd { if try u.decodeNil() { n.append(0) } else { n.append(try u.decode(Int.self)) } }
        nest = n
        nestK = try c.nestedContainer(keyedBy: NK.self, forKey: .nestK).decode(Int.self, forKey: .v)
        let sd = try c.superDecoder(forKey: .single)
        let sv = try sd.singleValueContainer()
        single = sv.decodeNil() ? nil : try sv.decode(Int.self)
        _ = try c.decodeIfPresent(String.self, forKey: .extra)
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: K.self)
        try c.encode(a, forKey: .a); try c.encode(b, forKey: .b)
        if hasZ { try c.encode(1, forKey: .z) }
        var u = c.nestedUnkeyedContainer(forKey: .nest); for x in nest { if x == 0 { try u.encodeNil() } else { try u.encode(x) } }
        var nk = c.nestedContainer(keyedBy: NK.self, forKey: .nestK); try nk.encode(nestK, forKey: .v)
        try c.encodeIfPresent(single, forKey: .single)
    }
}

@propertyWrapper fileprivate struct Clamped: Codable, Equatable {
    var wrappedValue: Int
    init(wrappedValue: Int) { self.wrappedValue = wrappedValue }
    init(from decoder: Decoder) throws { wrappedValue = min(100, try decoder.singleValueContainer().decode(Int.self)) }
    func encode(to encoder: Encoder) throws { var c = encoder.singleValueContainer(); try c.encode(wrappedValue) }
}
@propertyWrapper fileprivate struct Direct<T: Codable & Equatable>: Codable, Equatable {
    var wrappedValue: T
    init(wrappedValue: T) { self.wrappedValue = wrappedValue }
    init(from decoder: Decoder) throws { wrappedValue = try T(from: decoder) }
    func encode(to encoder: Encoder) throws { try wrappedValue.encode(to: encoder) }
}
@propertyWrapper fileprivate struct DefaultEmpty<T: Codable & Equatable & RangeReplaceableCollection>: Codable, Equatable {
    var wrappedValue: T
    init(wrappedValue: T) { self.wrappedValue = wrappedValue }
    init(from decoder: Decoder) throws { wrappedValue = (try? decoder.singleValueContainer().decode(T.self)) ?? T() }
    func encode(to encoder: Encoder) throws { var c = encoder.singleValueContainer(); try c.encode(wrappedValue) }
}
fileprivate struct Wrapped: Codable, Equatable {
    @Clamped var n: Int
    @Direct var d: Data
    @Direct var dec: Decimal
    @Direct var url: URL
    @Direct var date: Date
    @DefaultEmpty var list: [Int]
}

fileprivate struct Throws: Codable, Equatable { var v: Int
    init(v: Int) { self.v = v }
    init(from decoder: Decoder) throws {
        v = try decoder.singleValueContainer().decode(Int.self)
        if v == 13 { throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unlucky")) }
    }
    func encode(to encoder: Encoder) throws { var c = encoder.singleValueContainer(); try c.encode(v) }
}
fileprivate struct Lossy<T: Codable & Equatable>: Codable, Equatable {
    var value: T?
    init(_ v: T?) { value = v }
    init(from decoder: Decoder) throws { value = try? T(from: decoder) }
    func encode(to encoder: Encoder) throws { try value.encode(to: encoder) }
}
// Records what happened when decoding T at this place: error kind and coding path, or decoder path
fileprivate struct Probe<T: Decodable>: Decodable, Equatable {
    var result: String
    init(from decoder: Decoder) throws {
        let path = decoder.codingPath.map { $0.intValue.map { "#\($0)" } ?? $0.stringValue }.joined(separator: ".")
        do { _ = try decoder.singleValueContainer().decode(T.self); result = "ok @\(withPath ? path : "") ui=\(decoder.userInfo.count)" }
        catch { result = describe(error) }
    }
}
// Probe via containers
fileprivate struct ContainerProbe: Decodable, Equatable {
    var r: [String] = []
    enum K: String, CodingKey { case a, b, c, missing }
    init(from decoder: Decoder) throws {
        func t(_ f: () throws -> Any) -> String { do { _ = try f(); return "ok" } catch { return describe(error) } }
        let c = try decoder.container(keyedBy: K.self)
        for k in [K.a, .b, .c, .missing] {
            r.append(t { try c.nestedContainer(keyedBy: K.self, forKey: k) })
            r.append(t { try c.nestedUnkeyedContainer(forKey: k) })
            r.append(t { try c.decodeNil(forKey: k) })
            r.append(t { try c.decode(Int.self, forKey: k) })
            r.append(t { try c.decode(String.self, forKey: k) })
            r.append(t { try c.decode(Bool.self, forKey: k) })
            r.append(t { try c.decode(Double.self, forKey: k) })
            r.append(t { try c.decode(Float.self, forKey: k) })
            r.append(t { try c.decode(UInt8.self, forKey: k) })
            r.append(t { try c.decode(Data.self, forKey: k) })
            r.append(t { try c.decode(URL.self, forKey: k) })
            r.append(t { try c.decode(Decimal.self, forKey: k) })
            r.append(t { try c.decode(Date.self, forKey: k) })
            r.append(t { try c.decode([Int].self, forKey: k) })
            r.append(t { try c.decode([String: Int].self, forKey: k) })
            r.append(t { try c.decode(Inner.self, forKey: k) })
            r.append(t { try c.decodeIfPresent(Int.self, forKey: k) as Any })
            r.append(t { try c.decodeIfPresent(Inner.self, forKey: k) as Any })
            r.append(t { try c.superDecoder(forKey: k).singleValueContainer().decode(Int.self) })
            r.append(t { try c.superDecoder(forKey: k).container(keyedBy: K.self) })
            r.append(t { try c.superDecoder(forKey: k).unkeyedContainer() })
        }
        r.append(t { try c.superDecoder().singleValueContainer().decodeNil() })
        r.append(t { try decoder.unkeyedContainer() })
        r.append(t { try decoder.singleValueContainer().decode(Int.self) })
        r.append(t { try decoder.singleValueContainer().decode(Data.self) })
    }
}
fileprivate struct UnkeyedProbe: Decodable, Equatable {
    var r: [String] = []
    init(from decoder: Decoder) throws {
        func t(_ f: () throws -> Any) -> String { do { let v = try f(); return "ok \(v)" } catch { return describe(error) } }
        var u = try decoder.unkeyedContainer()
        r.append("count \(String(describing: u.count)) atEnd \(u.isAtEnd)")
        var i = 0
        while !u.isAtEnd && i < 50 {
            i += 1
            r.append(t { try u.decode(Int.self) }); r.append(t { try u.decode(String.self) }); r.append(t { try u.decode(Inner.self) })
            r.append(t { try u.nestedContainer(keyedBy: Inner.CodingKeys.self) }); r.append(t { try u.nestedUnkeyedContainer() })
            r.append(t { try u.decode(Data.self) }); r.append(t { try u.decode(Decimal.self) }); r.append(t { try u.decode(Float.self) })
            r.append(t { try u.decodeIfPresent(Int.self) as Any })
            r.append(t { try u.decodeNil() }); r.append("idx \(u.currentIndex)")
            if !u.isAtEnd, u.currentIndex == i - 1 { r.append(t { try u.superDecoder().codingPath.map(\.stringValue) }) }
        }
        r.append(t { try u.decode(Int.self) }); r.append(t { try u.decodeNil() }); r.append(t { try u.superDecoder() })
        r.append(t { try u.nestedContainer(keyedBy: Inner.CodingKeys.self) })
    }
}
fileprivate extension Inner { enum CodingKeys: String, CodingKey { case a, b, c } }

// Observable-ish class with underscored storage
fileprivate final class Model: Codable, Equatable {
    var _title: String; var _count: Int
    enum CodingKeys: String, CodingKey { case _title = "title", _count = "count" }
    init(title: String, count: Int) { _title = title; _count = count }
    static func == (l: Model, r: Model) -> Bool { l._title == r._title && l._count == r._count }
}

// indirect tree for fuzzing
fileprivate indirect enum FuzzNode: Codable, Equatable {
    case null, bool(Bool), int(Int), dbl(Double), str(String), arr([FuzzNode]), obj([String: FuzzNode]), opt(FuzzNode?), pair(FuzzNode, FuzzNode)
}
// an untagged "any JSON" type that decodes by trying kinds in order (common "AnyCodable" pattern)
fileprivate enum AnyJSON: Codable, Equatable {
    case null, bool(Bool), int(Int), double(Double), string(String), array([AnyJSON]), object([String: AnyJSON])
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let i = try? c.decode(Int.self) { self = .int(i) }
        else if let d = try? c.decode(Double.self) { self = .double(d) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([AnyJSON].self) { self = .array(a) }
        else { self = .object(try c.decode([String: AnyJSON].self)) }
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self { case .null: try c.encodeNil(); case .bool(let v): try c.encode(v); case .int(let v): try c.encode(v)
        case .double(let v): try c.encode(v); case .string(let v): try c.encode(v); case .array(let v): try c.encode(v); case .object(let v): try c.encode(v) }
    }
}
// schema drift pairs
fileprivate struct S<T: Codable & Equatable>: Codable, Equatable { var v: T; var keep: Int = 7 }
fileprivate struct SOpt<T: Codable & Equatable>: Codable, Equatable { var v: T?; var keep: Int = 7 }
fileprivate struct Renamed: Codable, Equatable { var w: Int?; var keep: Int }
fileprivate struct Added: Codable, Equatable { var v: Int; var keep: Int; var extra: String
    enum CodingKeys: CodingKey { case v, keep, extra }
    init(from d: Decoder) throws { let c = try d.container(keyedBy: CodingKeys.self); v = try c.decode(Int.self, forKey: .v); keep = try c.decode(Int.self, forKey: .keep); extra = try c.decodeIfPresent(String.self, forKey: .extra) ?? "default" } }
fileprivate struct AddedStrict: Codable, Equatable { var v: Int; var keep: Int; var extra: String }
fileprivate struct Removed: Codable, Equatable { var keep: Int }
fileprivate enum OldStatus: Codable, Equatable { case active, archived(reason: String) }
fileprivate enum NewStatus: String, Codable, Equatable { case active, archived }
fileprivate enum OldRaw: String, Codable, Equatable { case active, archived }
fileprivate enum NewAssoc: Codable, Equatable { case active, archived(reason: String?) }
fileprivate struct Title: Codable, Equatable { var en: String; var fr: String? }
// tolerant decoders commonly written for migrations
fileprivate struct Tolerant: Codable, Equatable {
    var title: String; var count: Int
    enum CodingKeys: CodingKey { case title, count }
    init(from d: Decoder) throws {
        let c = try d.container(keyedBy: CodingKeys.self)
        if let s = try? c.decode(String.self, forKey: .title) { title = s }
        else if let t = try? c.decode(Title.self, forKey: .title) { title = t.en }
        else if let a = try? c.decode([String].self, forKey: .title) { title = a.joined() }
        else { title = "?" }
        if let i = try? c.decode(Int.self, forKey: .count) { count = i }
        else if let d = try? c.decode(Double.self, forKey: .count) { count = Int(exactly: d.rounded(.down)) ?? -3 }
        else if let s = try? c.decode(String.self, forKey: .count) { count = Int(s) ?? -1 }
        else { count = -2 }
    }
}
fileprivate struct CatchDecodingError: Codable, Equatable {
    var n: Int
    enum CodingKeys: CodingKey { case n }
    init(from d: Decoder) throws {
        let c = try d.container(keyedBy: CodingKeys.self)
        do { n = try c.decode(Int.self, forKey: .n) } catch let e as DecodingError { _ = e; n = -1 }
    }
}
fileprivate struct CatchValueNotFound: Codable, Equatable {
    var n: Int
    enum CodingKeys: CodingKey { case n }
    init(from d: Decoder) throws {
        let c = try d.container(keyedBy: CodingKeys.self)
        do { n = try Int(from: c.superDecoder(forKey: .n)) } catch DecodingError.valueNotFound { n = 0 }
    }
}


// ---------- machinery ----------
fileprivate nonisolated(unsafe) var withPath = true
fileprivate func describe(_ e: Error) -> String {
    guard let e = e as? DecodingError else { return "other(\(type(of: e)))" }
    func p(_ c: [CodingKey]) -> String { guard withPath else { return "" }; return c.map { $0.intValue.map { "#\($0)" } ?? $0.stringValue }.joined(separator: ".") }
    switch e {
    case .keyNotFound(let k, let c): return "keyNotFound(\(k.stringValue)) @\(p(c.codingPath))"
    case .valueNotFound(let t, let c): return "valueNotFound(\(t)) @\(p(c.codingPath))"
    case .typeMismatch(let t, let c): return "typeMismatch(\(t)) @\(p(c.codingPath))"
    case .dataCorrupted(let c): return "dataCorrupted @\(p(c.codingPath))"
    @unknown default: return "unknown"
    }
}
fileprivate nonisolated(unsafe) var failures = 0, checks = 0
fileprivate nonisolated(unsafe) var divergences: [String] = []
fileprivate let canon = JSONEncoder.canonical
fileprivate func dumpString(_ v: Any) -> String {
    if let d = v as? Double { return "D\(d.bitPattern)" }
    if let f = v as? Float { return "F\(f.bitPattern)" }
    if let s = v as? String { return "S" + s.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: ",") }
    if let s = v as? Substring { return dumpString(String(s)) }
    if let d = v as? Decimal { return "Dec\(d)" }
    if let u = v as? URL { return "URL\(u.absoluteString)|\(u.baseURL?.absoluteString ?? "-")" }
    if let d = v as? Date { return "Date\(d.timeIntervalSinceReferenceDate.bitPattern)" }
    if let d = v as? Data { return "Data\(Array(d))" }
    var m: Mirror? = Mirror(reflecting: v)
    var parts: [String] = []
    let style = m!.displayStyle
    while let mm = m {
        for c in mm.children { parts.append((c.label ?? "") + ":" + dumpString(c.value)) }
        m = mm.superclassMirror
    }
    if mm_isUnordered(style) { parts.sort() }
    if parts.isEmpty { return "\(type(of: v))(\(String(describing: v)))" }
    return "\(type(of: v)){" + parts.joined(separator: ";") + "}"
}
fileprivate func mm_isUnordered(_ s: Mirror.DisplayStyle?) -> Bool { s == .dictionary || s == .set }

fileprivate func check<T: Decodable & Equatable>(_ t: T.Type, _ data: Data, _ label: String, reencode: ((T) throws -> Data)? = nil, strictDump: Bool = true) {
    checks += 1
    let a = Result { try JSONDecoder().decode(t, from: data) }
    let b = Result { try StateDecoder.decode(t, from: data) }
    var problem: String?
    switch (a, b) {
    case (.success(let x), .success(let y)):
        if x != y { problem = "values differ (==): JSONDecoder=\(x) StateDecoder=\(y)" }
        else if let reencode, let ex = try? reencode(x), let ey = try? reencode(y), ex != ey {
            problem = "re-encoding differs: JSONDecoder=\(String(decoding: ex, as: UTF8.self)) StateDecoder=\(String(decoding: ey, as: UTF8.self))"
        } else if strictDump, dumpString(x) != dumpString(y) {
            problem = "dump differs:\nJSONDecoder=\(dumpString(x))\nStateDecoder=\(dumpString(y))"
        }
    case (.failure(let x), .failure(let y)):
        if describe(x) != describe(y) { problem = "errors differ: \(describe(x)) vs \(describe(y))" }
    case (.success(let x), .failure(let y)): problem = "JSONDecoder ok \(x), StateDecoder threw \(describe(y))"
    case (.failure(let x), .success(let y)): problem = "JSONDecoder threw \(describe(x)), StateDecoder gave \(y)"
    }
    if let problem {
        failures += 1
        let text = String(decoding: data.prefix(300), as: UTF8.self)
        divergences.append("DIVERGENCE [\(label)] \(T.self)\n  json: \(text)\n  \(problem)")
    }
}
fileprivate func roundTrip<T: Codable & Equatable>(_ v: T, _ label: String, as other: Any.Type? = nil, strictDump: Bool = true) {
    do {
        let data = try canon.encode(v)
        check(T.self, data, label, reencode: strictDump ? { try canon.encode($0) } : nil, strictDump: true)
    } catch { print("encode failed [\(label)]: \(error)") }
}
fileprivate func text<T: Decodable & Equatable>(_ t: T.Type, _ s: String, _ label: String = "") { check(t, Data(s.utf8), label.isEmpty ? s : label) }


@Suite(.serialized) struct StateDecoderReviewTests {

    @Test func roundTrips() {
        divergences = []
withPath = true
let inner = Inner(a: 1, b: "x", c: [0.1, -0.0, 5e-324])
roundTrip(Outer(inner: inner, list: [inner, Inner(a: -5, b: nil, c: [])], opt: nil, dict: ["k": inner, "é": inner, "e\u{301}x": inner]), "outer")
roundTrip(Outer(inner: inner, list: [], opt: inner, dict: [:]), "outer2")
roundTrip([Animal(name: "a"), Dog(name: "rex", bark: 3, toy: nil)].map { $0 as Animal }, "animals-as-base")
roundTrip(Dog(name: "rex", bark: 3, toy: "ball"), "dog")
roundTrip([Dog(name: "rex", bark: 3, toy: "ball")], "dogs")
roundTrip(Derived2(x: 4, y: ["q"]), "derived2")
roundTrip(WithSuperKey(base: inner, other: 2), "superkey")
roundTrip(WithSuperKey(base: nil, other: 2), "superkey-nil")
roundTrip([Shape.circle(radius: 2.5), .rect(w: 1, h: 2), .labeled("x", nil), .labeled("y", 3), .nested(inner), .none, .opt(nil), .opt(.some(nil)), .opt(5), .list([.none, .list([])])], "shapes")
roundTrip(Color.allCases, "colors")
roundTrip([Level.low, .mid, .high], "levels")
roundTrip(Optionals(a: nil, b: .some(nil), c: [nil, 1], d: [nil, .some(nil), 2], e: ["x": nil, "y": 1], f: .some(nil), g: [nil, [nil, 1]]), "optionals1")
roundTrip(Optionals(a: 1, b: 2, c: [], d: [], e: [:], f: .some(.some(inner)), g: nil), "optionals2")
roundTrip([Int??.none, .some(nil), .some(1)], "int??array")
roundTrip(Optional<Optional<Int>>.some(nil), "top ??")
roundTrip(Dicts(s: ["a": 1, "b\"": 2, "": 3, "😀": 4], i: [1: "a", -5: "b", Int.max: "m", Int.min: "n"], e: [.one: 1, .three: 3], r: [.alpha: 1, .gamma: 2],
                u: [UUID(): "x", UUID(): "y"], st: [IntKeyWrap(k: 1): 0.5, IntKeyWrap(k: 2): 1e300], b: [true: 1, false: 0], i8: [-128: 1, 127: 2],
                nested: ["a": ["b": [1, 2]], "c": [:]]), "dicts", strictDump: false)
roundTrip([String: Int](uniqueKeysWithValues: (0..<200).map { ("key\($0)", $0) }), "bigdict")
roundTrip([Int: Int](uniqueKeysWithValues: (0..<200).map { ($0 * 7919, $0) }), "bigintdict")
roundTrip(Sets(i: [1, 2, 3, -9], s: ["a", "é", "e\u{301}z"], sh: [.none, .rect(w: 1, h: 1)]), "sets", strictDump: false)
let now = Date(timeIntervalSinceReferenceDate: 789_123_456.123_456_7)
roundTrip(Foundationy(date: now, data: Data((0..<300).map { UInt8($0 % 256) }), url: URL(string: "https://ex.com/a b?q=1#f")!, uuid: UUID(),
                      dec: Decimal(string: "12345678901234567890.123456789")!, dates: [Date(timeIntervalSince1970: 0), .distantPast, .distantFuture, Date(timeIntervalSinceReferenceDate: -0.0)],
                      urls: [nil, URL(string: "file:///tmp/x")!, URL(string: "rel/path")!], decs: ["a": Decimal(0), "b": Decimal(string: "-0.000001")!, "c": Decimal(string: "1e-30")!],
                      optData: Data(), optURL: .some(nil)), "foundation")
roundTrip(Foundationy(date: now, data: Data(), url: URL(string: "a")!, uuid: UUID(), dec: Decimal.greatestFiniteMagnitude, dates: [], urls: [], decs: [:], optData: nil, optURL: nil), "foundation2")
let dbls: [Double] = [0, -0.0, 0.1, 0.2, 0.3, 1.0/3, 1e308, 1.7976931348623157e308, -1.7976931348623157e308, 5e-324, -5e-324, 2.2250738585072014e-308, 2.225073858507201e-308,
    1e16, 1e15, 123456789012345678, 9007199254740993, 1e-7, 1e21, 1e22, 1e23, 100, -100, 0.5, 4.35, 1.5e-10, Double.ulpOfOne, Double.pi, 1e300 * 10]
let flts: [Float] = [0, -0.0, 0.1, 3.4028235e38, 1e-45, 1.17549435e-38, 16777217, 0.3, 1e10]
roundTrip(Nums(d: dbls, f: flts, i64: [.min, .max, 0, -1], u64: [.max, 0, UInt64(Int64.max) + 1], i8: [.min, .max], u8: [0, 255], i: [.min, .max], u: [.max],
               i128: [.min, .max, Int128(Int64.max) + 1, Int128(Int64.min) - 1], u128: [.max, 0], i16: [.min, .max], u32: [.max]), "nums")
for d in dbls { roundTrip(d, "double \(d)"); roundTrip([d], "[double \(d)]") }
for f in flts { roundTrip(f, "float \(f)") }
let strs = ["", "plain", "quote\" back\\ slash/", "\u{0}\u{1}\u{1f}\u{7f}", "\t\n\r\u{8}\u{c}", "😀👨‍👩‍👧‍👦🇫🇷", "é", "e\u{301}", "\u{212A}", "\u{2028}\u{2029}", "\u{FEFF}bom", "\u{FFFD}", "a\u{0}b",
    String(repeating: "long ", count: 20000), String(repeating: "é😀\"", count: 5000), "\u{10FFFF}", "\u{E000}", "ﬁ", "Å", "A\u{30A}"]
roundTrip(Strs(s: strs, k: Dictionary(uniqueKeysWithValues: strs.enumerated().map { ($0.element + "\($0.offset)", $0.element) })), "strings")
for s in strs { roundTrip(s, "string \(s.prefix(10).debugDescription)"); roundTrip(["k": s, s: "v"], "dict string \(s.prefix(10).debugDescription)", strictDump: false) }
roundTrip(Custom(a: 1, b: "x", present: [], hasZ: true, nest: [1, 0, 3], nestK: 9, single: 4), "custom")
roundTrip(Custom(a: 1, b: "x", present: [], hasZ: false, nest: [], nestK: 9, single: nil), "custom2")
roundTrip(Wrapped(n: 5, d: Data([1, 2, 3]), dec: Decimal(string: "1.25")!, url: URL(string: "https://x")!, date: now, list: [1]), "wrapped")
roundTrip([Throws(v: 1), Throws(v: 13)], "throws")
roundTrip([Lossy(Throws(v: 1)), Lossy(Throws(v: 13)), Lossy(nil)], "lossy")
roundTrip([Model(title: "t", count: 1)], "model")
roundTrip(Array(repeating: inner, count: 0), "empty array")
roundTrip([String: [Int]](), "empty dict")
roundTrip([[[[Int]]]]([[[[]]], [], [[[1]]]]), "nested arrays")
roundTrip(Duration.seconds(5) + .nanoseconds(3), "duration")
roundTrip(1...5, "closedrange")
roundTrip(0.5..<2.5, "range")
roundTrip(Locale(identifier: "fr_FR"), "locale")
roundTrip(TimeZone(identifier: "Europe/Paris")!, "tz")
roundTrip(DateComponents(year: 2020, month: 2, day: 3), "datecomponents")
roundTrip(IndexSet([1, 2, 3, 10, 11]), "indexset")
roundTrip(Measurement(value: 5.5, unit: UnitLength.meters), "measurement")
roundTrip(CGFloat(0.1), "cgfloat")
roundTrip(Float16(0.1), "float16")
roundTrip(URLComponents(string: "https://a/b?c=d")!, "urlcomponents")
roundTrip(PersonNameComponents(givenName: "A", familyName: "B"), "pnc")
check(CharacterSet.self, try! canon.encode(CharacterSet.letters), "charset", strictDump: false)
roundTrip(Calendar(identifier: .gregorian), "calendar", strictDump: false)
roundTrip([AnyJSON.null, .bool(true), .int(3), .double(3.5), .string("s"), .array([.int(1)]), .object(["a": .double(-0.0)])], "anyjson")
roundTrip(AnyJSON.double(1e20), "anyjson 1e20")
roundTrip(AnyJSON.double(-0.0), "anyjson -0.0")
roundTrip(AnyJSON.double(5), "anyjson 5.0")


withPath = false

        for d in divergences { print(d.prefix(1500)) }
        print("REVIEW roundTrips: \(checks) checks so far, \(divergences.count) divergences here")
    }

    @Test func probes() {
        divergences = []
withPath = false
let probeTexts = [#"{"a":1,"b":"s","c":null}"#, #"{"a":[1,"x",null],"b":{"a":2},"c":1.5}"#, #"{"a":true,"b":-0,"c":1e2}"#, #"{"a":"AQID","b":"https://x/y","c":"3.14"}"#,
    #"{"a":18446744073709551615,"b":-1,"c":256}"#, #"{"a":{"a":1,"b":"q","c":[]},"b":[[1]],"c":{"x":{}}}"#, #"{"a":1e400,"b":0}"#, #"{"a":"\u00e9","b":"\ud83d\ude00","c":"x\"y"}"#,
    #"{"b":12345678901234567890123,"a":-9223372036854775809,"c":9223372036854775808}"#, #"{"a":0.0,"b":1.0,"c":-0.0}"#]
for t in probeTexts {
    text(ContainerProbe.self, t, "containerprobe " + t)
    text([String: Probe<Int>].self, t); text([String: Probe<String>].self, t); text([String: Probe<Double>].self, t); text([String: Probe<Float>].self, t)
    text([String: Probe<Bool>].self, t); text([String: Probe<Data>].self, t); text([String: Probe<URL>].self, t); text([String: Probe<Decimal>].self, t)
    text([String: Probe<UInt>].self, t); text([String: Probe<Int8>].self, t); text([String: Probe<UInt64>].self, t); text([String: Probe<Int128>].self, t)
    text([String: Probe<[Int]>].self, t); text([String: Probe<[String: Int]>].self, t); text([String: Probe<Inner>].self, t); text([String: Probe<Date>].self, t)
    text([String: Probe<Int?>].self, t); text([String: Probe<UUID>].self, t); text([String: Probe<Shape>].self, t); text([String: Probe<Color>].self, t)
    text([String: Lossy<String>].self, t); text([String: Lossy<Int>].self, t); text([String: Lossy<[Int]>].self, t); text([String: AnyJSON].self, t)
}
let arrTexts = ["[]", "[1]", "[null,1,\"x\",[1],{\"a\":1,\"c\":[]},true,1.5,\"AQID\",-0]", "[null]", "[[],[[]],{}]"]
for t in arrTexts { text(UnkeyedProbe.self, t, "unkeyedprobe " + t); text([Probe<Int>].self, t); text([Probe<String>].self, t); text([Probe<Inner?>].self, t); text([AnyJSON].self, t)
    text([Lossy<Int>].self, t); text([Lossy<String>].self, t); text([Probe<Data>].self, t); text([Probe<[Int]>].self, t) }



        for d in divergences { print(d.prefix(1500)) }
        print("REVIEW probes: \(checks) checks so far, \(divergences.count) divergences here")
    }

    @Test func schemaDrift() {
        divergences = []
func drift<Old: Encodable, New: Decodable & Equatable>(_ old: Old, _ new: New.Type, _ label: String) {
    let data = try! canon.encode(old)
    check(New.self, data, "drift " + label)
}
drift(S(v: 5), S<Double>.self, "Int->Double"); drift(S(v: 5), S<String>.self, "Int->String"); drift(S(v: 5), S<Float>.self, "Int->Float")
drift(S(v: 5.0), S<Int>.self, "Double 5.0->Int"); drift(S(v: 5.5), S<Int>.self, "Double 5.5->Int"); drift(S(v: 1e16), S<Int>.self, "Double 1e16->Int")
drift(S(v: -0.0), S<Int>.self, "Double -0.0->Int"); drift(S(v: -0.0), S<UInt>.self, "Double -0.0->UInt"); drift(S(v: 1e20), S<Int>.self, "1e20->Int"); drift(S(v: 1e20), S<UInt64>.self, "1e20->UInt64")
drift(S(v: 300), S<Int8>.self, "Int 300->Int8"); drift(S(v: -1), S<UInt>.self, "-1->UInt"); drift(S(v: Int.max), S<Double>.self, "Int.max->Double"); drift(S(v: 9007199254740993), S<Double>.self, "2^53+1->Double")
drift(S(v: UInt64.max), S<Double>.self, "UInt64.max->Double"); drift(S(v: UInt64.max), S<Int>.self, "UInt64.max->Int"); drift(S(v: Float(0.1)), S<Double>.self, "Float->Double"); drift(S(v: 0.1), S<Float>.self, "Double->Float")
drift(S(v: 1e300), S<Float>.self, "1e300->Float"); drift(S(v: true), S<Int>.self, "Bool->Int"); drift(S(v: 1), S<Bool>.self, "Int->Bool"); drift(S(v: "5"), S<Int>.self, "String->Int")
drift(S(v: Date(timeIntervalSince1970: 1e9)), S<String>.self, "Date->String"); drift(S(v: "x"), S<Date>.self, "String->Date"); drift(S(v: 123.5), S<Date>.self, "Double->Date")
drift(S(v: "https://a.b/c"), S<URL>.self, "String->URL"); drift(S(v: "not a url ::"), S<URL>.self, "bad String->URL"); drift(S(v: ""), S<URL>.self, "empty->URL")
drift(S(v: "AQID"), S<Data>.self, "String->Data"); drift(S(v: [1, 2, 3]), S<Data>.self, "[Int]->Data"); drift(S(v: Data([1, 2])), S<[UInt8]>.self, "Data->[UInt8]")
drift(S(v: 3.14), S<Decimal>.self, "Double->Decimal"); drift(S(v: Decimal(string: "3.14")!), S<Double>.self, "Decimal->Double"); drift(S(v: "3.14"), S<Decimal>.self, "String->Decimal")
drift(S(v: UUID()), S<String>.self, "UUID->String"); drift(S(v: "nope"), S<UUID>.self, "bad->UUID")
drift(SOpt<Int>(v: nil), S<Int>.self, "Optional nil->non-opt"); drift(SOpt(v: 3), S<Int>.self, "Optional 3->non-opt"); drift(S(v: 3), SOpt<Int>.self, "non-opt->Optional")
drift(S(v: 3), Renamed.self, "renamed"); drift(S(v: 3), Added.self, "added w/ default"); drift(S(v: 3), AddedStrict.self, "added strict"); drift(S(v: 3), Removed.self, "removed")
drift(S(v: ["a", "b"]), S<String>.self, "[String]->String"); drift(S(v: "a"), S<[String]>.self, "String->[String]"); drift(S(v: Title(en: "hi", fr: nil)), S<String>.self, "struct->String")
drift(S(v: ["a": 1]), S<String>.self, "dict->String"); drift(S(v: [OldStatus.active, .archived(reason: "r")]), S<[NewStatus]>.self, "assoc enum->raw enum")
drift(S(v: OldStatus.active), S<NewStatus>.self, "assoc enum->raw enum single"); drift(S(v: [OldRaw.active]), S<[NewAssoc]>.self, "raw enum->assoc enum")
drift(S(v: ["a": 1]), S<[KeyEnum: Int]>.self, "[String:]->[Enum:]"); drift(S(v: [KeyEnum.one: 1]), S<[String: Int]>.self, "[Enum:]->[String:]")
drift(S(v: [KeyEnum.one: 1]), S<[RepKey: Int]>.self, "[Enum:]->[RepKey:]"); drift(S(v: ["alpha": 1, "zzz": 2]), S<[RepKey: Int]>.self, "[String:]->[RepKey:] unknown key")
drift(S(v: [1: "a"]), S<[String: String]>.self, "[Int:]->[String:]"); drift(S(v: ["1": "a", "x": "b"]), S<[Int: String]>.self, "[String:]->[Int:]")
drift(S(v: [1, 2, 2]), S<Set<Int>>.self, "Array dup->Set"); drift(S(v: "x"), Tolerant.self, "tolerant1")
for (label, js) in [("tol str", #"{"title":"a","count":3}"#), ("tol obj", #"{"title":{"en":"hi"},"count":3.7}"#), ("tol arr", #"{"title":["a","b"],"count":"12"}"#),
                    ("tol num", #"{"title":5,"count":1e30}"#), ("tol null", #"{"title":null,"count":null}"#), ("tol big", #"{"title":{},"count":18446744073709551615}"#)] {
    text(Tolerant.self, js, label)
}
text(CatchDecodingError.self, #"{"n":1.5}"#, "catch DecodingError 1.5"); text(CatchDecodingError.self, #"{"n":"x"}"#, "catch DecodingError str"); text(CatchDecodingError.self, #"{"n":1e100}"#, "catch DecodingError 1e100")
text(CatchValueNotFound.self, #"{}"#, "catch valueNotFound missing"); text(CatchValueNotFound.self, #"{"n":null}"#, "catch valueNotFound null")



        for d in divergences { print(d.prefix(1500)) }
        print("REVIEW schemaDrift: \(checks) checks so far, \(divergences.count) divergences here")
    }

    @Test func fuzz() {
        divergences = []
var rng = SystemRandomNumberGenerator()
let fuzzN = 1000
let alphabet: [String] = ["a", "b", "K", "\u{212A}", "é", "e\u{301}", "\"", "\\", "/", "\n", "\u{0}", "\u{1F}", "😀", "\u{2028}", " ", "super", "_0", "0", "-1", "\u{FEFF}", "\u{10FFFF}", "\u{7F}"]
func rstr(_ maxLen: Int = 6) -> String { (0..<Int.random(in: 0...maxLen)).map { _ in alphabet.randomElement()! }.joined() }
func rdouble() -> Double {
    switch Int.random(in: 0..<6) {
    case 0: return Double(bitPattern: UInt64.random(in: .min ... .max)).isFinite ? Double(bitPattern: UInt64.random(in: .min ... .max)) : 1.5
    case 1: return Double(Int.random(in: -1000...1000)) / Double([1, 10, 100, 3, 7][Int.random(in: 0..<5)])
    case 2: return [0, -0.0, 5e-324, 1e308, 0.1, 1e16, 1e-7, 9007199254740993, 1.7976931348623157e308][Int.random(in: 0..<9)]
    case 3: return Double(Int64.random(in: .min ... .max))
    case 4: return Double.random(in: -1e20...1e20)
    default: return Double(sign: .plus, exponent: Int.random(in: -1074...1023), significand: 1)
    }
}
func rnode(_ depth: Int) -> FuzzNode {
    switch Int.random(in: 0..<(depth > 3 ? 6 : 10)) {
    case 0: return .null
    case 1: return .bool(Bool.random())
    case 2: return .int([Int.random(in: -10...10), Int.random(in: .min ... .max), Int.max, Int.min][Int.random(in: 0..<4)])
    case 3: return .dbl(rdouble().isFinite ? rdouble() : 0)
    case 4: return .str(rstr())
    case 5: return .opt(Bool.random() ? nil : .int(1))
    case 6: return .arr((0..<Int.random(in: 0...4)).map { _ in rnode(depth + 1) })
    case 7: return .obj(Dictionary((0..<Int.random(in: 0...12)).map { _ in (rstr(3), rnode(depth + 1)) }, uniquingKeysWith: { a, _ in a }))
    case 8: return .opt(rnode(depth + 1))
    default: return .pair(rnode(depth + 1), rnode(depth + 1))
    }
}
for _ in 0..<fuzzN { let n = rnode(0); roundTrip(n, "fuzz node"); roundTrip([n, n], "fuzz node pair") }
// random JSON text (not necessarily encoder output): numbers in many spellings, dup keys, whitespace
func rnum() -> String {
    switch Int.random(in: 0..<7) {
    case 0: return String(Int.random(in: -100...100))
    case 1: return (Bool.random() ? "-" : "") + String((0..<Int.random(in: 1...40)).map { _ in "0123456789".randomElement()! }).replacingOccurrences(of: "^0+(?=.)", with: "", options: .regularExpression)
    case 2: return "\(Int.random(in: -99...99)).\(Int.random(in: 0...99999))"
    case 3: return "\(Int.random(in: -9...9))e\(["", "+", "-"].randomElement()!)\(Int.random(in: 0...330))"
    case 4: return "\(rdouble())".replacingOccurrences(of: "inf", with: "1")
    case 5: return ["-0", "0", "0.0", "-0.0", "1E2", "1.0", "1e0", "18446744073709551615", "18446744073709551616", "-9223372036854775808", "9223372036854775807", "9223372036854775808", "170141183460469231731687303715884105727", "0.1e1", "100e-2", "4.9e-324", "2.4703282292062328e-324", "2.4703282292062327e-324", "1e-400", "123456789012345678"].randomElement()!
    default: return String(UInt64.random(in: .min ... .max))
    }
}
func rjson(_ depth: Int) -> String {
    let ws = ["", " ", "\n", "\t "].randomElement()!
    switch Int.random(in: 0..<(depth > 3 ? 5 : 8)) {
    case 0: return ["null", "true", "false"].randomElement()!
    case 1, 2: return rnum()
    case 3, 4: return String(decoding: try! JSONEncoder().encode(rstr()), as: UTF8.self)
    case 5: return "[" + ws + (0..<Int.random(in: 0...4)).map { _ in rjson(depth + 1) }.joined(separator: "," + ws) + "]"
    default:
        let keys = (0..<Int.random(in: 0...12)).map { _ in Bool.random() ? ["a", "b", "c", "K", "\u{212A}", "é", "e\u{301}", "super"].randomElement()! : rstr(2) }
        return "{" + ws + keys.map { String(decoding: try! JSONEncoder().encode($0), as: UTF8.self) + ws + ":" + rjson(depth + 1) }.joined(separator: ",") + "}"
    }
}
for _ in 0..<fuzzN * 3 {
    let t = rjson(0)
    text(AnyJSON.self, t, "fuzz text anyjson"); text([String: AnyJSON].self, t, "fuzz text dict"); text(ABC.self, t, "fuzz text abc")
    text([String: Lossy<Int>].self, t, "fuzz lossy int"); text([Lossy<Double>].self, t, "fuzz lossy dbl")
}
for _ in 0..<fuzzN * 10 {
    let n = rnum()
    text(Double.self, n, "num double " + n); text(Float.self, n, "num float " + n); text(Int.self, n, "num int " + n); text(UInt64.self, n, "num u64 " + n)
    text(Int8.self, n, "num i8 " + n); text(Int128.self, n, "num i128 " + n); text(Decimal.self, n, "num dec " + n); text([Double].self, "[\(n)]", "num [double] " + n)
    text([String: Lossy<Int>].self, "{\"x\":\(n)}", "num lossy int " + n); text([Lossy<Double>].self, "[\(n)]", "num lossy double " + n)
    let d = rdouble(); if d.isFinite { roundTrip(d, "rt double \(d)"); roundTrip(S(v: d), "rt S double \(d)"); check(Float.self, try! canon.encode(d), "double->float \(d)"); check(Int.self, try! canon.encode(d), "double->int \(d)") }
    let i = Int64.random(in: .min ... .max); check(Double.self, try! canon.encode(i), "int->double \(i)")
}


        for d in divergences { print(d.prefix(1500)) }
        print("REVIEW fuzz: \(checks) checks so far, \(divergences.count) divergences here")
    }

}
