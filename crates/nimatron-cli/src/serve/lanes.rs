//! The two lanes of `nimatron serve` (see the design in `mod.rs`): a
//! computation on a thread of its own, its interrupt flag, and its move from
//! the fast lane to the slow one.

use super::*;

/// Raises a computation's interrupt flag when dropped (the client went away,
/// or the handler gave up on it) or when told to, and keeps raising it until
/// the computation has returned (an engine that catches an interruption
/// lowers the flag).
struct Cancel {
    flag: Arc<AtomicBool>,
    /// Set by the computation when it returns.
    done: Arc<AtomicBool>,
    raised: bool,
}

impl Cancel {
    fn raise(&mut self) {
        if self.raised || self.done.load(Ordering::SeqCst) {
            return;
        }
        self.raised = true;
        self.flag.store(true, Ordering::SeqCst);
        let (flag, done) = (self.flag.clone(), self.done.clone());
        // Outside a runtime (only while it shuts down) the flag is raised once.
        if let Ok(rt) = tokio::runtime::Handle::try_current() {
            rt.spawn(async move {
                while !done.load(Ordering::SeqCst) {
                    flag.store(true, Ordering::SeqCst);
                    tokio::time::sleep(RAISE_EVERY).await;
                }
            });
        }
    }
}

impl Drop for Cancel {
    fn drop(&mut self) {
        self.raise();
    }
}

/// The slot a computation holds while it runs: a fast one, which may be
/// exchanged for a slow one, never given back before the computation returns.
type Slot = Arc<Mutex<OwnedSemaphorePermit>>;

/// Held by a running computation: says it is done and lets its slot go when
/// the computation returns (or unwinds).
struct Running {
    done: Arc<AtomicBool>,
    _slot: Slot,
}

impl Drop for Running {
    fn drop(&mut self) {
        self.done.store(true, Ordering::SeqCst);
    }
}

/// A computation on a thread of its own, with its flag and its slot.
struct Computation {
    reply: oneshot::Receiver<Result<Value, ApiError>>,
    /// Raises the flag on demand, and when the handler's future is dropped.
    cancel: Cancel,
    slot: Slot,
    /// The thread's id for the scheduler (0 until the thread has started).
    tid: Arc<AtomicI32>,
    started: Instant,
}

impl Computation {
    /// Start `f` with the server's limits (`time` for the store's clock) on a
    /// thread of its own that owns `slot` (see [`Running`]), at the priority of
    /// its `lane`. A thread per computation: its priority can be lowered
    /// without affecting others, and its stack is freed when it ends.
    fn start<F>(
        f: &Arc<F>,
        slot: OwnedSemaphorePermit,
        time: Duration,
        lane: Lane,
    ) -> Result<Computation, ApiError>
    where
        F: Fn(Limits) -> Result<Value, ApiError> + Send + Sync + 'static,
    {
        let flag = Arc::new(AtomicBool::new(false));
        let done = Arc::new(AtomicBool::new(false));
        let tid = Arc::new(AtomicI32::new(0));
        let slot = Arc::new(Mutex::new(slot));
        let limits = api::limits(time).with_interrupt(flag.clone());
        let running = Running {
            done: done.clone(),
            _slot: slot.clone(),
        };
        let (tx, rx) = oneshot::channel();
        let (f, thread_id) = (f.clone(), tid.clone());
        std::thread::Builder::new()
            .name("computation".into())
            .stack_size(COMPUTATION_STACK)
            .spawn(move || {
                let me = current_tid();
                thread_id.store(me, Ordering::SeqCst);
                if lane == Lane::Slow {
                    lower_priority(me);
                }
                // Everything the request allocates counts against its budget.
                let _account = limits.enter();
                let r = nimatron::limits::catch(|| f(limits))
                    .unwrap_or_else(|stop| Err(ApiError::stop(stop)));
                drop(running);
                let _ = tx.send(r);
            })
            .map_err(|e| ApiError::with_status(503, format!("cannot start a computation: {e}")))?;
        Ok(Computation {
            reply: rx,
            cancel: Cancel {
                flag,
                done,
                raised: false,
            },
            slot,
            tid,
            started: Instant::now(),
        })
    }

    /// Move it to the slow lane: exchange its slot for `slow`, and let the
    /// fast lane's computations go first on the CPUs.
    fn go_slow(&self, slow: OwnedSemaphorePermit) {
        Computation::take_slot(&self.slot, slow);
        self.lower_priority();
    }

    /// Exchange its slot for `slow`.
    fn take_slot(slot: &Slot, slow: OwnedSemaphorePermit) {
        let fast = std::mem::replace(&mut *slot.lock().unwrap_or_else(|e| e.into_inner()), slow);
        drop(fast);
    }

    /// Give its thread the slow lane's priority (see [`lower_priority`]).
    fn lower_priority(&self) {
        let tid = self.tid.load(Ordering::SeqCst);
        if !self.cancel.done.load(Ordering::SeqCst) {
            lower_priority(tid);
        }
    }

    /// Its reply if it returns within `time`.
    async fn wait(&mut self, time: Duration) -> Option<Result<Value, ApiError>> {
        let r = tokio::time::timeout(time, &mut self.reply).await.ok()?;
        Some(r.unwrap_or_else(|_| {
            Err(ApiError::with_status(
                500,
                "internal error: the computation failed (please report it)",
            ))
        }))
    }

    /// Stop it; its reply if it stops within [`STOP_GRACE`]. If not, it
    /// ignores the flag (a defect of an engine): say so on stderr.
    async fn stop(&mut self, what: &str) -> Option<Result<Value, ApiError>> {
        self.cancel.raise();
        let r = self.wait(STOP_GRACE).await;
        if r.is_none() {
            eprintln!(
                "warning: a computation of {what} did not stop within {} ms of its \
                 interrupt; its slot stays taken until it ends",
                STOP_GRACE.as_millis()
            );
        }
        r
    }

    /// Its reply within `time`, or a time-out once it has had [`STOP_GRACE`]
    /// to stop.
    async fn finish(mut self, what: &str, time: Duration) -> Response {
        if let Some(r) = self.wait(time).await {
            return reply(r);
        }
        match self.stop(what).await {
            Some(Err(e)) if e.stopped => reply(Err(ApiError::time_out())),
            Some(r) => reply(r),
            None => reply(Err(ApiError::time_out())),
        }
    }
}

/// Which lane a computation runs in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Lane {
    Fast,
    Slow,
}

/// Give thread `tid` a lower scheduling priority (Linux: nice [`SLOW_NICE`]):
/// the fast lane's short computations get the CPUs first. Elsewhere, and for
/// `tid` 0 (a thread not started yet), nothing.
fn lower_priority(tid: i32) {
    #[cfg(target_os = "linux")]
    if tid > 0 {
        // SAFETY: setpriority only reads its integer arguments. For a thread
        // that has just ended it fails harmlessly (Linux reuses a thread id
        // only once the id space has wrapped around).
        unsafe {
            libc::setpriority(libc::PRIO_PROCESS, tid as libc::id_t, SLOW_NICE);
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = tid;
}

/// The calling thread's id for the scheduler.
fn current_tid() -> i32 {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: gettid has no arguments and cannot fail.
        unsafe { libc::gettid() }
    }
    #[cfg(not(target_os = "linux"))]
    {
        0
    }
}

/// Compute `f`: in the fast lane for [`FAST_BUDGET`], then on in the slow lane
/// or again there (see the design at the top of `mod.rs`).
pub(super) async fn compute<F>(state: &AppState, what: String, f: F) -> Response
where
    F: Fn(Limits) -> Result<Value, ApiError> + Send + Sync + 'static,
{
    let f = Arc::new(f);
    let limit = state.time_limit;
    let Ok(fast) = state.fast.clone().acquire_owned().await else {
        return shutting_down();
    };
    let mut c = match Computation::start(&f, fast, limit, Lane::Fast) {
        Ok(c) => c,
        Err(e) => return reply(Err(e)),
    };
    if let Some(r) = c.wait(FAST_BUDGET).await {
        return reply(r);
    }
    // A free slow slot: the computation goes on there.
    if let Ok(slow) = state.slow.clone().try_acquire_owned() {
        c.go_slow(slow);
        let left = limit.saturating_sub(c.started.elapsed());
        return c.finish(&what, left).await;
    }
    // None: stop it (at its priority, so that it stops at once) and queue for
    // the slow lane.
    match c.stop(&what).await {
        Some(Err(e)) if e.stopped => {}
        Some(r) => return reply(r),
        None => {
            // It ignores the flag: it moves to the slow lane (priority at
            // once, slot as soon as one is free there), and its client waits
            // for it.
            c.lower_priority();
            let (slow, slot, done) = (state.slow.clone(), c.slot.clone(), c.cancel.done.clone());
            tokio::spawn(async move {
                let until_done = async {
                    while !done.load(Ordering::SeqCst) {
                        tokio::time::sleep(RAISE_EVERY * 10).await;
                    }
                };
                tokio::select! {
                    Ok(p) = slow.acquire_owned() => Computation::take_slot(&slot, p),
                    () = until_done => {}
                }
            });
            let left = limit.saturating_sub(c.started.elapsed());
            return match c.wait(left).await {
                Some(Err(e)) if e.stopped => reply(Err(ApiError::time_out())),
                Some(r) => reply(r),
                None => reply(Err(ApiError::time_out())),
            };
        }
    }
    // The rest of its time, in the slow lane.
    let left = limit.saturating_sub(c.started.elapsed());
    if left.is_zero() {
        return reply(Err(ApiError::time_out()));
    }
    let wait = limit + STOP_GRACE;
    let slow = match tokio::time::timeout(wait, state.slow.clone().acquire_owned()).await {
        Ok(Ok(slot)) => slot,
        Ok(Err(_)) => return shutting_down(),
        Err(_) => {
            let mut res = error_response(ApiError::with_status(
                503,
                format!(
                    "the server is busy: no slot for a long computation came free within {} s; \
                     try again later",
                    wait.as_secs()
                ),
            ));
            res.headers_mut().insert(
                header::RETRY_AFTER,
                HeaderValue::from(state.time_limit.as_secs()),
            );
            return res;
        }
    };
    match Computation::start(&f, slow, limit, Lane::Slow) {
        Ok(c) => c.finish(&what, left).await,
        Err(e) => reply(Err(e)),
    }
}
