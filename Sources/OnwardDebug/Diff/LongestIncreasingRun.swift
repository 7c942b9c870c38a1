/// Finds which elements kept their relative order when a list was rearranged.
enum LongestIncreasingRun {
    /// The positions in `values` of one longest strictly increasing subsequence: the elements that
    /// did not move.
    static func positions(in values: [Int]) -> Set<Int> {
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var kept = Set<Int>()
        var position = tails.last ?? -1
        while position >= 0 {
            kept.insert(position)
            position = previous[position]
        }
        return kept
    }
}
