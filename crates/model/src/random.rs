//! A small deterministic generator (xorshift64*) for the random positions of stress runs and
//! exercises: the same seed gives the same positions everywhere (a teacher's link hands out
//! the same set), and the core needs no dependency for it.

pub struct Random(u64);

impl Random {
    pub fn new(seed: u64) -> Random {
        // Xorshift has one fixed point, 0; any other state is fine.
        Random(seed ^ 0x9e37_79b9_7f4a_7c15 | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }

    /// A number in `range`.
    pub fn between(&mut self, low: usize, high: usize) -> usize {
        low + self.below((high - low + 1) as u64) as usize
    }

    /// The numbers 1..=n in a random order (every order equally likely).
    pub fn shuffled(&mut self, n: usize) -> Vec<u32> {
        let mut values: Vec<u32> = (1..=n as u32).collect();
        for i in (1..n).rev() {
            values.swap(i, self.below(i as u64 + 1) as usize);
        }
        values
    }
}
