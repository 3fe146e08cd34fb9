#pragma once
// Passwords and session tokens (libsodium): Argon2id password hashes (crypto_pwhash_str), random
// tokens, and the digest of a token that the store keeps instead of the token.
#include <string>

namespace spaceline::storage {

// Throws std::runtime_error when libsodium cannot start or runs out of memory.
std::string hash_password(const std::string& password);
bool verify_password(const std::string& hash, const std::string& password);
// 32 random bytes, as 64 hex digits.
std::string random_token();
// BLAKE2b of the token, as hex: what the sessions table holds.
std::string token_digest(const std::string& token);

}  // namespace spaceline::storage
