//! Progress from inside a long search, posted to the page through the worker's own
//! `postMessage`: no JavaScript runs while the search does, so the search itself must speak. At
//! most every 100 ms; silent outside a worker (the browser tests call the functions directly).

use super::boundary::to_js;
use crate::wire::{self, HeadlineMessage, ProgressMessage};
use serde::Serialize;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, Performance};

pub struct Progress {
    scope: Option<DedicatedWorkerGlobalScope>,
    clock: Option<Performance>,
    started: f64,
    last: f64,
    request: u32,
}

impl Progress {
    pub fn new(request: u32) -> Progress {
        let scope = js_sys::global().dyn_into::<DedicatedWorkerGlobalScope>().ok();
        let clock = scope.as_ref().and_then(|scope| scope.performance());
        let started = clock.as_ref().map_or(0.0, Performance::now);
        // The first report goes out at once; later ones at most every 100 ms.
        Progress { scope, clock, started, last: started - 100.0, request }
    }

    /// Milliseconds since `new`, by the worker's clock (0 outside a worker).
    pub fn millis(&self) -> f64 {
        self.clock.as_ref().map_or(0.0, |clock| clock.now() - self.started)
    }

    /// `{ id, progress: { done, millis } }`, unless one went out less than 100 ms ago.
    pub fn report(&mut self, done: u64) {
        let Some(clock) = &self.clock else { return };
        let now = clock.now();
        if now - self.last < 100.0 {
            return;
        }
        self.last = now;
        self.post(&ProgressMessage { id: self.request, progress: wire::Progress { done, millis: now - self.started } });
    }

    /// `{ id, headline }`: the verdict and its reason, before the tables are built.
    pub fn headline(&self, headline: crate::report::Headline) {
        self.post(&HeadlineMessage { id: self.request, headline });
    }

    fn post<T: Serialize>(&self, message: &T) {
        if let (Some(scope), Ok(value)) = (&self.scope, to_js(message)) {
            let _ = scope.post_message(&value);
        }
    }
}
