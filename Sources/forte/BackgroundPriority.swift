import Glibc

/// A sync gives way to the person at the keyboard: it runs at niceness 10, as the systemd unit runs the sync job
/// (tools/systemd/forte-sync.service), so that browse's keys and searches beside it take the cores first. At ten
/// million items a sync's build of the lists keeps both of a laptop's cores busy for half a minute. On an otherwise
/// idle machine a sync is as fast.
enum BackgroundPriority {
    static let niceness: Int32 = 10

    /// Lowers the calling thread's priority to `niceness`, unless it is lower already. Linux keeps a niceness a thread,
    /// which the threads it starts take: called before the sync starts any.
    static func take() {
        let thread = __priority_which_t(PRIO_PROCESS.rawValue)
        errno = 0
        let current = getpriority(thread, 0)
        if errno == 0, current < niceness { _ = setpriority(thread, 0, niceness) }
    }
}
