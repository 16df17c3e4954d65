// A placeholder source file for the Mailbox fixture (the tests fake padkit-lint app-root).
