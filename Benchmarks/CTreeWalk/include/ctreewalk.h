#ifndef CTREEWALK_H
#define CTREEWALK_H

#include <stddef.h>
#include <stdint.h>

/// The baseline the layout benchmarks are printed beside: a plain C tree with the same shape and
/// the same per-node work as HeadlessKit's commit — three dirty bits and three summary bits per
/// node, an iterative constraints pass (children first), layout pass and display pass (parents
/// first) that descend only into flagged subtrees, and one call through a function pointer per
/// hook, standing in for a trivial Swift override.

typedef struct ctw_tree ctw_tree;

typedef enum { CTW_WIDE = 0, CTW_DEEP = 1, CTW_FLAT = 2 } ctw_shape;

/// Builds a tree of `count` nodes: complete 8-ary (wide), a chain (deep) or one root with
/// count-1 children (flat). Node 0 is the root; nodes are numbered in creation order.
ctw_tree *ctw_create(ctw_shape shape, size_t count);
void ctw_destroy(ctw_tree *tree);

/// Marks every node as needing constraints, layout and display.
void ctw_mark_all(ctw_tree *tree);
/// Marks the node created last (the deepest leaf of a chain) as needing layout and display.
void ctw_mark_last_leaf(ctw_tree *tree);
/// Runs the three passes from the root; returns how many hooks were called.
uint64_t ctw_commit(ctw_tree *tree);

/// Bytes currently handed out by the allocator (glibc's `mallinfo2().uordblks`), for memory figures.
size_t ctw_allocated_bytes(void);

#endif
