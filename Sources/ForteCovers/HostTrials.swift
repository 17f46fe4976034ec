import Foundation

/// The order in which `CoverFetcher.fetch` hands links to its connections: a host not yet heard from is tried by one
/// connection at a time, its other links held back until it answers, so that a host that never answers holds one
/// connection, not every one, while the good hosts' pictures wait. Once it has answered, its links go to any
/// connection; once it is set aside, they fail at once. Unchecked: every `var` is read and written with `condition`
/// held.
final class HostTrials: @unchecked Sendable {
    private let hosts: [String]
    private let condition = NSCondition()
    /// The next link not yet looked at.
    private var next = 0
    /// Links held back behind their host's trial, then ready once it is over, in the order they came.
    private var heldBack: [String: [Int]] = [:]
    private var ready: [Int] = []
    private var readyStart = 0
    private var trying: Set<String> = []
    private var answered: Set<String> = []

    /// `hosts`: each link's host, by its index.
    init(hosts: [String]) {
        self.hosts = hosts
    }

    /// The index of the next link to fetch, waiting while only links held back are left; nil when none is left.
    func claim() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if readyStart < ready.count {
                defer { readyStart += 1 }
                return take(ready[readyStart])
            }
            while next < hosts.count {
                let index = next
                next += 1
                let host = hosts[index]
                if trying.contains(host) {
                    heldBack[host, default: []].append(index)
                } else {
                    return take(index)
                }
            }
            guard !heldBack.isEmpty else { return nil }
            condition.wait()
        }
    }

    /// The link at `index` is done; `answered`: its host answered (anything but a host set aside).
    func finish(_ index: Int, answered hostAnswered: Bool) {
        condition.lock()
        defer { condition.unlock() }
        let host = hosts[index]
        guard trying.remove(host) != nil else { return }
        if hostAnswered { answered.insert(host) }
        // The links held back go on: to every connection once the host answered, else each fails at once.
        ready += heldBack.removeValue(forKey: host) ?? []
        condition.broadcast()
    }

    /// Marks a trial when `index`'s host has not answered yet.
    private func take(_ index: Int) -> Int {
        if !answered.contains(hosts[index]) { trying.insert(hosts[index]) }
        return index
    }
}
