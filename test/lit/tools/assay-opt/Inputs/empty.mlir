// Only a comment: no operations at all.
