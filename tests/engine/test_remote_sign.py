"""Ed25519 signatures (engine/remote/sign.py): RFC 8032's test vectors give the exact keys and
signatures, and verify refuses every altered or malformed input with False, never an exception."""

import hashlib

import pytest

from engine.remote import sign

# RFC 8032 section 7.1 (Ed25519): TEST 1, TEST 2, TEST 3, TEST 1024 and TEST SHA(abc), as
# (secret key, public key, message, signature) in hex. Copied from public test-vector files that
# reproduce the RFC's section 7.1 (they agree with one another); the SHA(abc) message is also
# checked against hashlib below, and TEST 1024's length, so a copying slip cannot pass unseen.
TEST_1024_MESSAGE = (
    "08b8b2b733424243760fe426a4b54908632110a66c2f6591eabd3345e3e4eb98"
    "fa6e264bf09efe12ee50f8f54e9f77b1e355f6c50544e23fb1433ddf73be84d8"
    "79de7c0046dc4996d9e773f4bc9efe5738829adb26c81b37c93a1b270b20329d"
    "658675fc6ea534e0810a4432826bf58c941efb65d57a338bbd2e26640f89ffbc"
    "1a858efcb8550ee3a5e1998bd177e93a7363c344fe6b199ee5d02e82d522c4fe"
    "ba15452f80288a821a579116ec6dad2b3b310da903401aa62100ab5d1a36553e"
    "06203b33890cc9b832f79ef80560ccb9a39ce767967ed628c6ad573cb116dbef"
    "efd75499da96bd68a8a97b928a8bbc103b6621fcde2beca1231d206be6cd9ec7"
    "aff6f6c94fcd7204ed3455c68c83f4a41da4af2b74ef5c53f1d8ac70bdcb7ed1"
    "85ce81bd84359d44254d95629e9855a94a7c1958d1f8ada5d0532ed8a5aa3fb2"
    "d17ba70eb6248e594e1a2297acbbb39d502f1a8c6eb6f1ce22b3de1a1f40cc24"
    "554119a831a9aad6079cad88425de6bde1a9187ebb6092cf67bf2b13fd65f270"
    "88d78b7e883c8759d2c4f5c65adb7553878ad575f9fad878e80a0c9ba63bcbcc"
    "2732e69485bbc9c90bfbd62481d9089beccf80cfe2df16a2cf65bd92dd597b07"
    "07e0917af48bbb75fed413d238f5555a7a569d80c3414a8d0859dc65a46128ba"
    "b27af87a71314f318c782b23ebfe808b82b0ce26401d2e22f04d83d1255dc51a"
    "ddd3b75a2b1ae0784504df543af8969be3ea7082ff7fc9888c144da2af58429e"
    "c96031dbcad3dad9af0dcbaaaf268cb8fcffead94f3c7ca495e056a9b47acdb7"
    "51fb73e666c6c655ade8297297d07ad1ba5e43f1bca32301651339e22904cc8c"
    "42f58c30c04aafdb038dda0847dd988dcda6f3bfd15c4b4c4525004aa06eeff8"
    "ca61783aacec57fb3d1f92b0fe2fd1a85f6724517b65e614ad6808d6f6ee34df"
    "f7310fdc82aebfd904b01e1dc54b2927094b2db68d6f903b68401adebf5a7e08"
    "d78ff4ef5d63653a65040cf9bfd4aca7984a74d37145986780fc0b16ac451649"
    "de6188a7dbdf191f64b5fc5e2ab47b57f7f7276cd419c17a3ca8e1b939ae49e4"
    "88acba6b965610b5480109c8b17b80e1b7b750dfc7598d5d5011fd2dcc5600a3"
    "2ef5b52a1ecc820e308aa342721aac0943bf6686b64b2579376504ccc493d97e"
    "6aed3fb0f9cd71a43dd497f01f17c0e2cb3797aa2a2f256656168e6c496afc5f"
    "b93246f6b1116398a346f1a641f3b041e989f7914f90cc2c7fff357876e506b5"
    "0d334ba77c225bc307ba537152f3f1610e4eafe595f6d9d90d11faa933a15ef1"
    "369546868a7f3a45a96768d40fd9d03412c091c6315cf4fde7cb68606937380d"
    "b2eaaa707b4c4185c32eddcdd306705e4dc1ffc872eeee475a64dfac86aba41c"
    "0618983f8741c5ef68d3a101e8a3b8cac60c905c15fc910840b94c00a0b9d0"
)
SHA_ABC_MESSAGE = (
    "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
    "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
)
VECTORS = {
    "TEST 1": (
        "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
        "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a",
        "",
        "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e06522490155"
        "5fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b",
    ),
    "TEST 2": (
        "4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
        "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c",
        "72",
        "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da"
        "085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00",
    ),
    "TEST 3": (
        "c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7",
        "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025",
        "af82",
        "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac"
        "18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a",
    ),
    "TEST 1024": (
        "f5e5767cf153319517630f226876b86c8160cc583bc013744c6bf255f5cc0ee5",
        "278117fc144c72340f67d0f2316e8386ceffbf2b2428c9c51fef7c597f1d426e",
        TEST_1024_MESSAGE,
        "0aab4c900501b3e24d7cdf4663326a3a87df5e4843b2cbdb67cbf6e460fec350"
        "aa5371b1508f9f4528ecea23c436d94b5e8fcd4f681e30a6ac00a9704a188a03",
    ),
    "TEST SHA(abc)": (
        "833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42",
        "ec172b93ad5e563bf4932c70e1245034c35467ef2efd4d64ebf819683467e2bf",
        SHA_ABC_MESSAGE,
        "dc2a4459e7369633a52b1bf277839a00201009a3efbf3ecb69bea2186c26b589"
        "09351fc9ac90b3ecfdfbc7c66431e0303dca179c138ac17ad9bef1177331a704",
    ),
}
NAMES = list(VECTORS)
L = 2**252 + 27742317777372353535851937790883648493
P = 2**255 - 19


def _vector(name):
    return tuple(bytes.fromhex(v) for v in VECTORS[name])


def _flip(data, bit):
    out = bytearray(data)
    out[bit // 8] ^= 1 << (bit % 8)
    return bytes(out)


def test_copied_messages_are_whole():
    assert len(bytes.fromhex(TEST_1024_MESSAGE)) == 1023
    assert bytes.fromhex(SHA_ABC_MESSAGE) == hashlib.sha512(b"abc").digest()


@pytest.mark.parametrize("name", NAMES)
def test_public_key_matches_the_vector(name):
    seed, public, _, _ = _vector(name)
    assert sign.public_key(seed) == public


@pytest.mark.parametrize("name", NAMES)
def test_sign_gives_the_vector_signature(name):
    seed, _, message, signature = _vector(name)
    assert sign.sign(seed, message) == signature


@pytest.mark.parametrize("name", NAMES)
def test_verify_accepts_the_vector_signature(name):
    _, public, message, signature = _vector(name)
    assert sign.verify(public, message, signature) is True
    assert sign.verify(bytearray(public), bytearray(message), bytearray(signature)) is True


@pytest.mark.parametrize("name", NAMES)
def test_verify_refuses_another_key(name):
    _, _, message, signature = _vector(name)
    other = _vector("TEST 2" if name != "TEST 2" else "TEST 3")[1]
    assert sign.verify(other, message, signature) is False


@pytest.mark.parametrize("bit", [0, 7, 8, 15])
def test_verify_refuses_a_flipped_message_bit(bit):
    _, public, message, signature = _vector("TEST 3")
    assert sign.verify(public, _flip(message, bit), signature) is False


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("bit", [0, 1, 77, 128, 254, 255])
def test_verify_refuses_a_flipped_bit_in_r(name, bit):
    _, public, message, signature = _vector(name)
    assert sign.verify(public, message, _flip(signature, bit)) is False


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("bit", [256, 257, 333, 400, 500, 508, 511])
def test_verify_refuses_a_flipped_bit_in_s(name, bit):
    _, public, message, signature = _vector(name)
    assert sign.verify(public, message, _flip(signature, bit)) is False


@pytest.mark.parametrize("name", NAMES)
def test_verify_refuses_a_non_canonical_s(name):
    # S + L passes the group equation ([L]B is the identity), so only the range check refuses it.
    _, public, message, signature = _vector(name)
    s = int.from_bytes(signature[32:], "little")
    assert s < L
    assert sign.verify(public, message, signature[:32] + (s + L).to_bytes(32, "little")) is False


def test_verify_refuses_keys_that_encode_no_point():
    _, _, message, signature = _vector("TEST 1")
    no_point = (2).to_bytes(32, "little")  # y = 2: (y^2 - 1)/(d y^2 + 1) has no square root
    y_too_big = (P + 1).to_bytes(32, "little")  # a second encoding of y = 1 (y >= p)
    negative_zero = (1 | 1 << 255).to_bytes(32, "little")  # x = 0 with the sign bit set
    for public in (no_point, y_too_big, negative_zero, b"\xff" * 32):
        assert sign.verify(public, message, signature) is False


def test_verify_refuses_an_r_that_encodes_no_point():
    _, public, message, signature = _vector("TEST 1")
    for r in ((2).to_bytes(32, "little"), (P + 1).to_bytes(32, "little"), b"\xff" * 32):
        assert sign.verify(public, message, r + signature[32:]) is False


@pytest.mark.parametrize("public_len, signature_len", [(31, 64), (33, 64), (0, 64), (32, 63), (32, 65), (32, 0)])
def test_verify_refuses_wrong_lengths(public_len, signature_len):
    _, public, message, signature = _vector("TEST 2")
    public = (public * 2)[:public_len]
    signature = (signature * 2)[:signature_len]
    assert sign.verify(public, message, signature) is False


@pytest.mark.parametrize("bad", [None, 0, 1.5, "72", ["a"], {"a": 1}, object()])
def test_verify_refuses_non_bytes_without_raising(bad):
    _, public, message, signature = _vector("TEST 2")
    assert sign.verify(bad, message, signature) is False
    assert sign.verify(public, bad, signature) is False
    assert sign.verify(public, message, bad) is False
    assert sign.verify(public, message, signature.hex()) is False


def test_sign_is_deterministic():
    seed = hashlib.sha256(b"seed").digest()
    assert sign.sign(seed, b"a turn") == sign.sign(seed, b"a turn")
    assert sign.sign(seed, b"a turn") != sign.sign(seed, b"another turn")


def test_round_trips_across_keys_and_messages():
    messages = [b"", b"x", bytes(range(256)), b"\x00" * 1000]
    for i in range(4):
        seed = hashlib.sha256(bytes([i])).digest()
        public = sign.public_key(seed)
        other = sign.public_key(hashlib.sha256(bytes([i + 100])).digest())
        for message in messages:
            signature = sign.sign(seed, message)
            assert len(signature) == 64
            assert sign.verify(public, message, signature) is True
            assert sign.verify(other, message, signature) is False
            assert sign.verify(public, message + b"!", signature) is False


@pytest.mark.parametrize("seed", [b"", bytes(31), bytes(33), "00" * 32, None])
def test_a_seed_must_be_32_bytes(seed):
    with pytest.raises(ValueError):
        sign.public_key(seed)
    with pytest.raises(ValueError):
        sign.sign(seed, b"")
